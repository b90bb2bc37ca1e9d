/** A hash of the mock backend's code (scripts/build/mock-code-version.ts). */
declare module 'virtual:mock-code-version' {
  const version: string;
  export default version;
}
