/**
 * What the sign-in window says, in the owner's words: each way a sign-in can
 * fail, what happened and what to do, and the words of the window that hands
 * a finished sign-in to the editor. The names of the Pages project's
 * variables appear only where the person who set up the site has to act.
 */
import { CALLBACK_PATH, CLIENT_ID_VARIABLE, CLIENT_SECRET_VARIABLE } from './settings';

export interface Explanation {
  /** The HTTP status the page is sent with. */
  status: number;
  heading: string;
  paragraphs: string[];
}

const VARIABLES_PLACE = 'in Cloudflare: the Pages project → Settings → Variables and Secrets';
const TRY_AGAIN =
  'Close this window and sign in again from the editor (its “Login with GitHub” button).';
const ASK_THE_DEVELOPER = 'Ask the person who set up your site to';

function listInWords(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const WORDS = {
  notSetUp: (missing: readonly string[]): Explanation => ({
    status: 500,
    heading: 'Signing in is not set up yet',
    paragraphs: [
      `The site cannot ask GitHub who you are yet: its settings on Cloudflare Pages lack ${listInWords(missing)}.`,
      `${ASK_THE_DEVELOPER} add ${missing.length === 1 ? 'it' : 'them'} (${VARIABLES_PLACE}) and publish the site again. The guide “Signing in to the editor” shows each step.`,
    ],
  }),

  testSettingLeftOn: (variable: string): Explanation => ({
    status: 500,
    heading: 'Signing in is set up for tests only',
    paragraphs: [
      `The site’s settings on Cloudflare Pages include ${variable}, which only the project’s own tests use, and it names another computer than this one. To keep the site’s secret safe, nobody is signed in while it is there.`,
      `${ASK_THE_DEVELOPER} delete it (${VARIABLES_PLACE}) and publish the site again.`,
    ],
  }),

  wrongOrigin: (): Explanation => ({
    status: 403,
    heading: 'This sign-in did not start from the site’s editor',
    paragraphs: [
      'Another website opened this window. To keep your GitHub account safe, the site signs you in only from its own editor.',
      'Close this window and open the editor with the link below.',
    ],
  }),

  notGitHub: (provider: string): Explanation => ({
    status: 400,
    heading: 'This sign-in works with GitHub only',
    paragraphs: [
      `The sign-in asked for “${provider}”, but this site signs its editors in with their GitHub account.`,
      TRY_AGAIN,
    ],
  }),

  stateMismatch: (): Explanation => ({
    status: 403,
    heading: 'This sign-in could not be confirmed',
    paragraphs: [
      'GitHub sent you back here, but not from a sign-in started in this browser in the last ten minutes. That happens when approving took longer, when the sign-in started in another browser, or when another website tried to sign you in.',
      `You are not signed in, and nothing was changed. ${TRY_AGAIN}`,
    ],
  }),

  declined: (): Explanation => ({
    status: 403,
    heading: 'You did not let the editor use your GitHub account',
    paragraphs: [
      'GitHub says the editor was not approved, so you are not signed in.',
      'To edit the site, sign in again from the editor and choose “Authorize” on GitHub’s page.',
    ],
  }),

  callbackNotRegistered: (origin: string): Explanation => ({
    status: 400,
    heading: 'GitHub does not know this address',
    paragraphs: [
      'GitHub would not send you back here: the editor’s app on GitHub names another return address.',
      `${ASK_THE_DEVELOPER} write ${origin}${CALLBACK_PATH} as the app’s “Authorization callback URL” (on GitHub: Settings → Developer settings → OAuth Apps).`,
    ],
  }),

  missingCode: (): Explanation => ({
    status: 400,
    heading: 'GitHub’s answer was incomplete',
    paragraphs: [
      'GitHub sent you back without the code that proves who you are, so you are not signed in.',
      TRY_AGAIN,
    ],
  }),

  codeNotAccepted: (): Explanation => ({
    status: 502,
    heading: 'GitHub did not accept this sign-in',
    paragraphs: [
      'GitHub says the sign-in was not finished in time, or was already used.',
      TRY_AGAIN,
    ],
  }),

  appSecretWrong: (): Explanation => ({
    status: 502,
    heading: 'GitHub did not recognise the site',
    paragraphs: [
      'GitHub says the site’s app and its secret do not match, so nobody can sign in until they do.',
      `${ASK_THE_DEVELOPER} copy the Client ID and a new client secret of the app on GitHub into ${CLIENT_ID_VARIABLE} and ${CLIENT_SECRET_VARIABLE} (${VARIABLES_PLACE}) and publish the site again.`,
    ],
  }),

  gitHubRefused: (reason: string): Explanation => ({
    status: 502,
    heading: 'GitHub refused the sign-in',
    paragraphs: [
      `GitHub said: “${reason}”`,
      'Try again in a few minutes. If it keeps happening, send this page to the person who set up your site.',
    ],
  }),

  gitHubUnreachable: (): Explanation => ({
    status: 502,
    heading: 'GitHub could not be reached',
    paragraphs: [
      'The site could not ask GitHub to finish your sign-in.',
      `Try again in a few minutes. ${TRY_AGAIN}`,
    ],
  }),

  onlyForSigningIn: (): Explanation => ({
    status: 405,
    heading: 'This address is only for signing in',
    paragraphs: ['It answers the editor’s sign-in window and nothing else.'],
  }),
};

/** The window that hands a finished sign-in to the editor, in each of its states. */
export const HAND_OFF_WORDS = {
  title: 'Signing you in',
  working: 'Signing you in… This window closes by itself once the editor has your sign-in.',
  done: 'You are signed in. You can close this window.',
  noEditor:
    'This window was not opened by the site’s editor, so there is nobody to hand the sign-in to. Open the editor with the link below and sign in from there.',
  noAnswer:
    'The editor did not answer. Your sign-in is handed only to this site’s own editor: close this window, open the editor with the link below and sign in again.',
  noScript:
    'This window needs JavaScript to hand your sign-in to the editor. Turn JavaScript on for this site and sign in again.',
  openEditor: 'Open the editor',
};
