// Makes the embedded database's template for the current migrations (src/server/db/template.ts).
import { writeDatabaseTemplate } from '../src/server/db/template';

console.log(`Database template: ${await writeDatabaseTemplate()}`);
