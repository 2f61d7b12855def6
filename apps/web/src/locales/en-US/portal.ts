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
