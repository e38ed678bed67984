export { openTestDatabase, type TestDatabase } from './test-database';
