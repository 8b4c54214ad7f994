// The sign-up form's answers that the bench and the drills send to POST /api/clients/register.
'use strict';

/** A visitor who accepts the required policies only; `fields` names them and says where they signed up. */
function signUpAnswers(fields) {
  return {
    phone: '0888123456',
    agreedToPrivacyPolicy: true,
    agreedToTermsOfService: true,
    agreedToMarketingPolicy: false,
    agreedToCookiePolicy: false,
    ...fields,
  };
}

module.exports = { signUpAnswers };
