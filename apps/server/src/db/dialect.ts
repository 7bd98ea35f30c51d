/** Which SQL engine a database handle talks to; only code that must differ checks it. */
export type DialectName = 'sqlite' | 'postgres';
