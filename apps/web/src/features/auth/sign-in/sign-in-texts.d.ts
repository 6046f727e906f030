// The sign-in page's texts in every language, picked from packages/i18n by build/sign-in-page.ts.
declare module 'virtual:sign-in-texts' {
  const catalogue: import('./sign-in-keys.ts').SignInCatalogue;
  export default catalogue;
}
