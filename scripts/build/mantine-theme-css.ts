/**
 * `import 'virtual:mantine-theme.css'`: the theme's CSS variables and Mantine's breakpoint classes
 * as a stylesheet (src/app/theme-css.ts), computed when the app is built or served rather than in
 * the browser. The theme files are watched, so the dev server picks up a change.
 */
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as ThemeCss from '../../src/app/theme-css.ts';

const ID = 'virtual:mantine-theme.css';
const RESOLVED = '\0mantine-theme.css';

export const mantineThemeCss = (projectRoot: string): Plugin => {
  const at = (path: string) => resolve(projectRoot, path);
  return {
    name: 'portal:mantine-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of ['src/app/theme.ts', 'src/app/theme-colors.ts', 'src/lib/color-contrast.ts'])
        this.addWatchFile(at(file));
      const { module } = await runnerImport<typeof ThemeCss>(at('src/app/theme-css.ts'), {
        root: projectRoot,
        configFile: false,
        logLevel: 'error',
        resolve: { alias: [{ find: '@/', replacement: at('src') + '/' }] },
      });
      const { variables, classes } = module.themeCss();
      return `${variables}\n${classes}\n`;
    },
  };
};
