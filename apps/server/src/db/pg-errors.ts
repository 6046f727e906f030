// What a PostgreSQL error says, by its SQLSTATE code.

/** A unique constraint refused the write (23505): the row is there already. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
