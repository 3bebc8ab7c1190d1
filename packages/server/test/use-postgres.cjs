// Loaded by the server-postgres jest project: the harness then opens a database on TEST_DATABASE_URL.
process.env.EC_TEST_DB = 'postgres';
