import fs from 'node:fs';
import path from 'node:path';

/** The package root, found the same way from src/ (ts) and dist/src/ (compiled). */
export const projectRoot = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + __dirname);
    dir = parent;
  }
  return dir;
})();
