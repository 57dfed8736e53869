/**
 * Messages of the artisan forms (SPEC.md section 5, word for word where the spec gives them) and of
 * the refusals the artisan account flows add. The spec's shared messages stay in MESSAGES
 * (libs/domain); these could move there once the web app reads them too.
 */
export const ARTISAN_MESSAGES = {
  titleRequired: 'Title field is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  inActivityRequired: 'In Activity field is required',
  countryRequired: 'Country field is required',
  craftRequired: 'Craft field is required',
  occupationRequired: 'Occupation field is required',
  titleValues: 'The title must be Mr. or Ms.',
  unknownCountry: 'This country does not exist.',
  unknownCraft: 'This craft does not exist.',
  unknownOccupation: 'This occupation does not exist.',
  occupationOfOtherCraft: 'This occupation does not belong to the chosen craft.',
  placeCharacters: 'The city may contain only letters, digits, spaces, hyphens, underscores and dots.',
  phoneFormat: 'The phone number may contain only digits, spaces and the characters + ( ) . / -',
  passwordTooLong: 'The password must be at most 128 characters long',
  emailAlreadyConfirmed: 'This email address is already confirmed. You can log in.',
  noEmail: 'This artisan has no email address yet: add one before sending an invitation.',
  alreadyActivated: 'This artisan has already activated their account.',
  signUpNeedsEmailAndPassword: 'A sign-up needs an email address and a password.',
  creatorRequired: 'An artisan created by staff needs its creator.',
  invitationSent: 'The invitation was sent.',
  createdEmailSent: 'The welcome email was sent.',
  accountDeleted: 'Your account and all its information were deleted.',
  mandatoryMissing: 'Some mandatory information is missing.',
  processFieldsStaffOnly:
    'Only the foundation and its network change these fields: master, rising talent, deceased, recommended for, considered as, confirmed for, suggested countries, self-assessment and pending.',
  pendingAdminOnly: 'Only an admin can make an artisan pending or active again.',
  accountNeedsEmail: 'This artisan has an account: its email address can be changed but not removed.',
  otherCountry: 'You can only add or move artisans to your own countries.',
  changeOtherCountry: 'You can see this artisan, but only the network of its country can change it.',
  pictureTooLarge: 'Your picture is too large. Please make sure your file is smaller than 1MB.',
  pictureTooManyPixels:
    'Your picture has too many pixels. Please make sure it is at most 40 megapixels (for example 8000 × 5000).',
  documentTooLarge: 'Your file is too large. Please make sure your file is smaller than 2MB.',
  wrongFileType: 'The file is not the right file type',
  notPdf: 'your file is not PDF, please try again',
  uploadAgain: 'Please upload your file again',
  tooManyPictures: 'An artisan has at most 5 pictures. Please remove one before adding another.',
  pictureAlreadyAdded: 'This picture was already added.',
  noSuchPicture: 'This picture does not exist or was removed.',
  noDocument: 'This artisan has no PDF file.',
  loginProofRequired:
    'loginProof is required: auto-login needs the single-use proof returned by the step before it.',
} as const;
