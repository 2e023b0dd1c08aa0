/**
 * npm run brand-schema: writes brands/brand.schema.json, the file every brand file names
 * with `$schema`, from the TypeBox schema in brands/brand-schema.ts. `npm run check` fails
 * while the committed file differs from what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, brandSchemaJson } from '../brands/brand-schema.ts';
import { ROOT } from './lib/brands.ts';

fs.writeFileSync(path.join(ROOT, SCHEMA_FILE), brandSchemaJson());
console.log(`wrote ${SCHEMA_FILE}`);
