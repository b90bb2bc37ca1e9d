/** Fails when a fresh `npm run generate` differs from what is committed in src-generated/. */
import { execSync } from 'node:child_process';

execSync('npm run --silent generate', { stdio: ['ignore', 'ignore', 'inherit'] });
const drift = execSync('git status --porcelain --untracked-files=all -- src-generated', {
  encoding: 'utf8',
}).trim();
if (drift) {
  console.error(
    'src-generated/ differs from a fresh generation. Run `npm run generate` and commit:\n' + drift,
  );
  process.exit(1);
}
console.log('src-generated/ matches the contract.');
