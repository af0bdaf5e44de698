// The English texts of texts.ts (fetched when English is in use).
const en = {
  mailLogin: {
    switchToMail: 'Log in with an e-mail code',
    switchToPassword: 'Log in with a password',
    code: 'E-mail code',
    codeRequired: 'Please enter the 6-digit code from the e-mail',
    send: 'Send code',
    sent: 'If the account has a verified e-mail, the code has been sent to it',
    accountFirst: 'Please enter the account first',
    submit: 'Log in',
  },
};

export default en;
