// Arabic texts of sign-in and registration (namespace 'auth').
import type { Translation } from '../translation.ts';
import type { auth as englishAuth, completeRegistration as englishCompleteRegistration } from '../en/auth.ts';

export const auth: Translation<typeof englishAuth> = {
  loginTitle: 'مرحبًا بعودتك',
  loginSubtitle: 'سجّل الدخول إلى حسابك في Dealbridge',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  signingIn: 'جارٍ تسجيل الدخول…',
  noAccount: 'ليس لديك حساب؟',
  signUp: 'أنشئ حسابًا',
  haveAccount: 'لديك حساب بالفعل؟',
  logIn: 'سجّل الدخول',
  registerTitle: 'انضم إلى Dealbridge',
  chooseRole: 'كيف ستستخدم Dealbridge؟',
  investorRole: 'مستثمر',
  investorRoleText: 'أرغب في الاستثمار في شركات صغيرة ومتوسطة أو الاستحواذ عليها.',
  ownerRole: 'صاحب عمل',
  ownerRoleText: 'أرغب في الحصول على تمويل لشركتي أو بيعها.',
  continue: 'متابعة',
  back: 'رجوع',
  accountDetails: 'أنشئ حسابك',
  registeringAs: 'التسجيل بصفة: {{role}}',
  fullName: 'الاسم الكامل',
  confirmPassword: 'تأكيد كلمة المرور',
  investmentFirm: 'جهة الاستثمار',
  businessName: 'اسم الشركة',
  region: 'المنطقة',
  phone: 'رقم الهاتف',
  createAccount: 'إنشاء الحساب',
  creatingAccount: 'جارٍ إنشاء الحساب…',
};

export const completeRegistration: Translation<typeof englishCompleteRegistration> = {
  title: 'مرحبًا بك في Dealbridge يا {{name}}!',
  titleNoName: 'مرحبًا بك في Dealbridge!',
  subtitle: 'حسابك جاهز. إليك الخطوات التالية:',
  stepProfile: 'أكمل ملفك',
  stepProfileText: 'أخبرنا بتفضيلاتك الاستثمارية أو بتفاصيل شركتك لنرشّح لك الأنسب.',
  stepDocuments: 'ارفع المستندات',
  stepDocumentsText: 'أضف الملف التعريفي للشركة والقوائم المالية وغيرها من المستندات.',
  stepMatches: 'ابدأ باكتشاف المطابقات',
  stepMatchesText: 'اكتشف الأطراف المقابلة مرتبةً حسب مدى ملاءمتها لك.',
  toInvestorProfile: 'أكمل ملف المستثمر',
  toBusinessProfile: 'أكمل ملف الشركة',
};
