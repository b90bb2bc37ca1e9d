/** A hash of the mock backend's code (scripts/build/mock-code-version.ts). */
declare module 'virtual:mock-code-version' {
  const version: string;
  export default version;
}

/** The default scenario's seed as JSON, made at build time (scripts/build/mock-default-seed.ts). */
declare module 'virtual:mock-default-seed' {
  const json: string | undefined;
  export default json;
}
