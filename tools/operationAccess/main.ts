/** `npm run docs:operations`: writes docs/operation-access.md from the operations the server serves. */
import { writeFileSync } from 'node:fs';
import { OPERATION_ACCESS_FILE, operationAccessTable } from './table';

writeFileSync(OPERATION_ACCESS_FILE, operationAccessTable());
console.log(`Wrote ${OPERATION_ACCESS_FILE}.`);
