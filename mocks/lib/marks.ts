/**
 * User-timing marks of the mock backend's start (`mock:<what>`): when the snapshot's collections
 * are read, when each call arrives and is answered, when an index is built. The large scenario's
 * bench reads them to say where a reload's time goes. Only the first few hundred are made.
 */
const LIMIT = 400;
let made = 0;

export const mark = (name: string) => {
  if (made >= LIMIT || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  made += 1;
  performance.mark(`mock:${name}`);
};
