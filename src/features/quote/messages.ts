/** The quote forms' texts; the tests hold them character for character. */
export const quoteMessages = {
  emailRequired: 'Email is required',
  fillRequired: 'Please fill all the required fields',
  modalSuccessToast: 'Quote submitted successfully!. We will get to you as soon as possible',
  modalConfirmation: 'Your quote request has been submitted successfully!',
  missingTitle: 'Missing information',
  missingText: 'Please fill out all required fields.',
  failureTitle: 'Error submitting request',
  failureText: 'Please try again later.',
  successTitle: 'Quote Request Submitted',
  successText: "We've received your request and will contact you soon.",
} as const;
