import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// package.json is two folders above this file in the sources (src/health), three once compiled (dist/src/health).
const PACKAGE_JSON = [join(__dirname, '..', '..', 'package.json'), join(__dirname, '..', '..', '..', 'package.json')].find((file) => existsSync(file))!;

/** The version of package.json, as the health answers report it. */
export const APP_VERSION: string = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).version;
