// User-facing texts of the spec's validation rules (section 5) and error catalogue (section 8).
// Kept verbatim: they are the contract.
export const messages = {
  passwordTooShort: 'Password must be at least 5 characters long.',
  passwordsDontMatch: "Passwords don't match!",
  invalidLogin: 'Invalid email or password. Please try again.',
  registrationFailed: 'Failed to register. Please try again later.',
  serviceRequestSuccess: 'Service request submitted successfully! We will contact you within 24 hours.',
  serviceRequestFailure: 'Error submitting request. Please try again.',
  interestSuccess: 'Interest expressed successfully! The business owner will be notified.',
  connectSuccess: 'Connection request sent successfully! The investor will be notified.',
  emailDisabled: 'Email functionality is currently disabled.',
  // Ours, where the spec is silent.
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  emailTaken: 'An account with this email already exists.',
  nothingToUpdate: 'Nothing to update.',
  serviceDescriptionTooLong: 'Please keep the description to 2,000 characters or fewer.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
