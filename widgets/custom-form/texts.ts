import { defineTexts } from '../../shared/texts';

/** Spec 3 §5 "Custom forms": the messages, the captcha, the lists' first option and the buttons. */
export const customFormTexts = defineTexts('customForm', {
  required: '{label} is required!',
  email: 'Must be a valid email!',
  number: '{label} must be a number.',
  phone: '{label} must be a full phone number.',
  captcha: 'Verification code',
  captchaImage: 'Captcha: type the characters shown',
  newImage: 'Show a new image',
  pleaseSelect: '--- Please Select ---',
  loadingLocations: 'Loading locations…',
  locationsFailed: 'The store locations could not be loaded.',
  tryAgain: 'Try again',
  submit: 'Submit',
  submitting: 'Submitting...',
  thanks: 'Thank you!',
});
