/** The accounts table is the platform's (sign-in, sessions and tenancy read it on every request): the user module's view of it. */
export { type UserRow, users } from '../../platform/auth/users.ts';
