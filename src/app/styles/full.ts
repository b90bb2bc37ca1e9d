/** All of Mantine's styles, for every page but the login page (see critical.ts). */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './phone.css';
import './targets.css';
