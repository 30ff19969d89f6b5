import { useLeastPasswordCostForTests } from '../../src/server/core/passwords.js';

// Sign-ups hash at argon2id's least cost in the API tests (core/passwords.ts says why). Server
// processes the tests start (graceful stop, crash, e2e) hash at the real cost.
useLeastPasswordCostForTests();
