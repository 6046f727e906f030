/** The shape of an e-mail address; anything else typed into the login field is an account name (spec 5). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
