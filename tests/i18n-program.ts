/** The program of the app's sources with its type checker, for the scans of translation keys. */
import { relative } from 'node:path';
import ts from 'typescript';

const repoRoot = relative(process.cwd(), `${import.meta.dirname}/..`) || '.';

const unresolved =
  /^(@tabler\/icons-react|pdf-lib|@faker-js\/faker|recharts|@mantine\/charts|msw|papaparse)(\/|$)/;

/** The program of the app's sources, with its type checker (made once: it takes seconds). */
let loaded: { program: ts.Program; checker: ts.TypeChecker; sources: string[] } | undefined;
export const sourceProgram = () => (loaded ??= loadProgram());

const loadProgram = () => {
  const configPath = ts.findConfigFile(repoRoot, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error('tsconfig.json not found');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json unreadable');
  const sources = config.fileNames.filter(
    (file) => /\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|routeTree\.gen\.ts$/.test(file),
  );
  // Packages no key's type comes from are left unresolved (their imports are `any`): their
  // declarations, the icons' 7.5 MB and Node's 2.3 MB among them, were most of the time.
  const options = { ...config.options, types: ['vite/client'] };
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(repoRoot, (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, resolveOptions) =>
    literals.map((literal) =>
      unresolved.test(literal.text)
        ? { resolvedModule: undefined }
        : ts.resolveModuleName(literal.text, containingFile, resolveOptions, host, cache, redirected),
    );
  const program = ts.createProgram(sources, options, host);
  return { program, checker: program.getTypeChecker(), sources };
};
