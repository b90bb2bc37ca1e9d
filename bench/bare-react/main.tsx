/** The baseline for `npm run bench`: the smallest React 19 page, built with the same Vite. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
