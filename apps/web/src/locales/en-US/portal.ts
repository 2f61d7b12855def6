export const portal = {
  portal: {
    tagline: 'One console for every cloud you run and resell',
    signIn: 'Sign in',
    console: 'Console',
    stewardWarning:
      'A cloud-steward account cannot log in to the cloud console; you are taken to cloud management.',
    demoAccounts: 'Demo accounts',
    demoIntro: 'This is a demo. Every account below uses the password',
    demoShows: 'Shows',
    use: 'Use',
    copy: 'Copy',
    copied: 'Copied',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  home: {
    welcome: 'Welcome, {{name}}',
    myAccount: 'My account',
    messages: 'Messages',
    allMessages: 'All messages',
    unread: 'Unread',
    noUnread: 'Nothing unread',
    quickLinks: 'Quick links',
  },
};

/**
 * The strings of other namespaces that the sign-in page shows: here, so that the portal's own
 * catalogue chunk (lib/i18n.ts) holds every string the page needs and no more. The catalogue
 * merges namespaces across files, so their keys are unchanged.
 */
export const signIn = {
  identity: {
    field: { username: 'Username', password: 'Password' },
    rule: {
      usernameRequired: 'Enter a username',
      passwordRequired: 'Enter a password',
    },
  },
  shell: {
    operatorConsole: 'Operator console',
    maintenanceConsole: 'Cloud management',
  },
  common: { language: 'Language' },
};
