// Sign in (spec 2 and 5), the script of login.html: e-mail or account, password with a show toggle,
// language and currency, the 3-minute countdown, and a link to reset a forgotten password. The
// markup is the page's own; this fills in the texts and state. Signed in, it goes on to the
// dashboard page the visitor came from (lib/session/sign-in-return.ts), else the dashboard.
import { defaultCurrencyOf, languages, loginCurrencies, looksLikeEmail, type Currency, type Language } from '@chorus/contract';
import catalogue from 'virtual:sign-in-texts';
import { ApiError } from '../../../lib/api-error.ts';
import { htmlLang, languageNames } from '../../../lib/language-names.ts';
import { markLanguageUnsaved, storeCurrency, storedCurrency, storedLanguage, storeLanguage } from '../../../lib/preferences.ts';
import { signInReturnAddress } from '../../../lib/session/sign-in-return.ts';
import { rememberBrowser } from '../../../lib/drawn-for.ts';
import { createLoginWindow, mmss, type LoginWindowState } from './login-window.ts';
import { isSignedIn, requestChallenge, requestSignIn } from './sign-in-api.ts';
import { currencyKey, type SignInKey } from './sign-in-keys.ts';
import { applyTexts, formatText } from './texts.ts';

// The dashboard's first page after signing in can then be drawn by the server in this browser's days.
rememberBrowser();

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('sign-in');
const languageSelect = byId<HTMLSelectElement>('language');
const currencySelect = byId<HTMLSelectElement>('currency');
const identifier = byId<HTMLInputElement>('identifier');
const password = byId<HTMLInputElement>('password');
const passwordToggle = byId<HTMLButtonElement>('password-toggle');
const submit = byId<HTMLButtonElement>('submit');
const errorAlert = byId('error');
const pausedAlert = byId('paused');
const failedAlert = byId('failed');
const countdown = byId('countdown');

/** The countdown turns to the warning colour for its last half minute. */
const ENDING_SECONDS = 30;

let language: Language = storedLanguage();
let currency: Currency = (loginCurrencies as readonly string[]).includes(storedCurrency()) ? storedCurrency() : 'TWD';
// Switching the language proposes its currency (spec 1) until the user picks one themselves.
let currencyPicked = false;
let error: string | null = null;
let fieldErrors: { identifier?: SignInKey; password?: SignInKey } = {};
let busy = false;
let passwordShown = false;

const t = (key: SignInKey, values?: Record<string, string>) => formatText(catalogue[language][key], values);
const loginWindow = createLoginWindow({ requestChallenge: () => requestChallenge(language, t('messages:errors.generic')), onChange: render });

const options = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = label(value);
    return option;
  });

/** Shows an alert with its text, or hides it. */
function showAlert(alert: HTMLElement, text: string | null): void {
  alert.hidden = text === null;
  alert.querySelector('span')!.textContent = text ?? '';
}

/** The texts of the page in its language (at start and when the language changes). */
function renderTexts(): void {
  document.documentElement.lang = htmlLang[language];
  document.title = `Chorus · ${t('common:login.title')}`;
  applyTexts(document, catalogue[language]);
  languageSelect.replaceChildren(...options(languages, (l) => languageNames[l as Language]));
  currencySelect.replaceChildren(...options(loginCurrencies, (c) => t(currencyKey(c as (typeof loginCurrencies)[number]))));
  render();
  document.documentElement.classList.remove('pending');
}

/** The page's state: choices, messages, the sign-in window. */
function render(): void {
  const state: LoginWindowState = loginWindow.state;
  languageSelect.value = language;
  currencySelect.value = currency;

  showAlert(errorAlert, error);
  showAlert(pausedAlert, state.phase === 'paused' ? t('common:login.paused', { time: mmss(state.secondsLeft) }) : null);
  showAlert(failedAlert, state.phase === 'failed' ? state.message : null);

  // A field's message takes the place of its help text.
  byId('identifier-field').classList.toggle('invalid', Boolean(fieldErrors.identifier));
  identifier.setAttribute('aria-invalid', String(Boolean(fieldErrors.identifier)));
  byId('identifier-help').textContent = t(fieldErrors.identifier ?? 'common:login.identifierHelp');
  const passwordHelp = byId('password-help');
  byId('password-field').classList.toggle('invalid', Boolean(fieldErrors.password));
  password.setAttribute('aria-invalid', String(Boolean(fieldErrors.password)));
  passwordHelp.hidden = !fieldErrors.password;
  passwordHelp.textContent = fieldErrors.password ? t(fieldErrors.password) : '';
  if (fieldErrors.password) password.setAttribute('aria-describedby', 'password-help');
  else password.removeAttribute('aria-describedby');

  password.type = passwordShown ? 'text' : 'password';
  const toggleLabel: SignInKey = passwordShown ? 'common:password.hide' : 'common:password.show';
  passwordToggle.dataset.tAriaLabel = toggleLabel;
  passwordToggle.setAttribute('aria-label', t(toggleLabel));
  passwordToggle.children[0]!.toggleAttribute('hidden', passwordShown);
  passwordToggle.children[1]!.toggleAttribute('hidden', !passwordShown);

  countdown.hidden = state.phase !== 'open';
  if (state.phase === 'open') {
    countdown.classList.toggle('ending', state.secondsLeft <= ENDING_SECONDS);
    countdown.querySelector('span')!.textContent = t('common:login.countdown', { time: mmss(state.secondsLeft) });
  }
  submit.disabled = busy || state.phase !== 'open';
}

languageSelect.addEventListener('change', () => {
  language = languageSelect.value as Language;
  storeLanguage(language);
  // Signed in, the dashboard saves it on the user; until the server confirms, this choice wins.
  markLanguageUnsaved(language);
  const proposed = defaultCurrencyOf[language];
  if (!currencyPicked && (loginCurrencies as readonly string[]).includes(proposed)) currency = proposed;
  renderTexts();
});

currencySelect.addEventListener('change', () => {
  currencyPicked = true;
  currency = currencySelect.value as Currency;
});

passwordToggle.addEventListener('click', () => {
  passwordShown = !passwordShown;
  render();
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void signIn();
});

async function signIn(): Promise<void> {
  const state = loginWindow.state;
  error = null;
  const typed = identifier.value.trim();
  fieldErrors = {
    ...(typed ? {} : { identifier: 'messages:validation.emailOrAccountRequired' }),
    ...(password.value ? {} : { password: 'messages:validation.passwordRequired' }),
  };
  if (Object.keys(fieldErrors).length > 0 || state.phase !== 'open') {
    render();
    return;
  }
  busy = true;
  render();
  try {
    await requestSignIn(
      { ...(looksLikeEmail(typed) ? { email: typed } : { account: typed }), password: password.value, challenge: state.challenge, language },
      t('messages:errors.generic'),
    );
    storeCurrency(currency);
    goOn();
    return;
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'errors.loginWindowExpired' && failure.retryAfter) loginWindow.pause(failure.retryAfter);
    else if (failure instanceof ApiError && failure.code === 'errors.loginWindowMissing') void loginWindow.open();
    error = failure instanceof Error ? failure.message : t('messages:errors.generic');
  }
  busy = false;
  render();
}

/** On to the page the visitor came for; this page leaves the history (as the app's redirect did). */
function goOn(): void {
  window.location.replace(signInReturnAddress(window.history.state));
}

renderTexts();
// Signed in already (a bookmark of /login, the back button): nothing to do here.
if (await isSignedIn(language)) goOn();
else void loginWindow.open();
