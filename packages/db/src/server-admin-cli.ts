// Creates or drops a database on a PostgreSQL server, for CI:
//   node --import tsx packages/db/src/server-admin-cli.ts create|drop <server-url> <name>
// `create` prints the new database's URL.
import { createDatabaseOnServer, dropDatabaseOnServer } from './server-admin';

const [command, serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || (command !== 'create' && command !== 'drop')) {
  console.error('usage: server-admin-cli.ts create|drop <server-url> <name>');
  process.exit(2);
}
if (command === 'create') console.log(await createDatabaseOnServer(serverUrl, name));
else await dropDatabaseOnServer(serverUrl, name);
