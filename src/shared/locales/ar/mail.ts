import type { Translation } from '../translation.ts';
import type { mail as english } from '../en/mail.ts';

// Arabic texts of the mails the server sends (namespace 'mail'), the counterpart of en/mail.ts key for key.

export const mail: Translation<typeof english> = {
  footer: {
    account: 'تصلك هذه الرسالة لأن لديك حسابًا في Dealbridge.',
  },
  introduction: {
    subject: 'Dealbridge: تم التعارف مع طرف جديد',
    body: 'مرحبًا {{recipient}}،\n\nأبدى الطرفان اهتمامهما، لذا عرّفتك Dealbridge بـ {{counterpart}}{{company}}.\nالبريد الإلكتروني: {{email}}{{phone}}\n\nأصبح بإمكانكما الآن الاطلاع على بيانات كل منكما ومستنداته على Dealbridge.',
    company: ' ({{company}})',
    phone: '\nالهاتف: {{phone}}',
  },
  dealEvent: {
    subject: {
      offer_made: 'Dealbridge: قدّم {{counterpart}} عرضًا',
      offer_countered: 'Dealbridge: قدّم {{counterpart}} عرضًا مقابلًا لعرضك',
      offer_accepted: 'Dealbridge: قبل {{counterpart}} إبداء اهتمامك',
      offer_signed: 'Dealbridge: وقّع {{counterpart}} خطاب النوايا الذي قدّمته',
      offer_declined: 'Dealbridge: رفض {{counterpart}} عرضك',
      offer_withdrawn: 'Dealbridge: سحب {{counterpart}} عرضه',
      close_proposed: 'Dealbridge: يقترح {{counterpart}} إغلاق الصفقة بنجاح',
      close_cancelled: 'Dealbridge: ألغى {{counterpart}} اقتراح الإغلاق',
      exclusivity_ending: 'Dealbridge: تنتهي الحصرية في {{date}}',
    },
    sentence: {
      offer_made: 'قدّم {{counterpart}} عرضًا{{about}}: {{kind}}.',
      offer_countered: 'قدّم {{counterpart}} عرضًا مقابلًا لعرضك{{about}} بشروط جديدة.',
      offer_accepted: 'قبل {{counterpart}} إبداء اهتمامك{{about}}. وهو غير ملزم لأي طرف: الخطوة التالية خطاب نوايا.',
      offer_signed: 'وقّع {{counterpart}} خطاب النوايا الذي قدّمته{{about}}. أصبحت الصفقة في مرحلة «تم توقيع خطاب النوايا»، ويمكن تنزيل الخطاب الموقّع من غرفة الصفقة.',
      offer_declined: 'رفض {{counterpart}} عرضك{{about}}.',
      offer_withdrawn: 'سحب {{counterpart}} عرضه{{about}}.',
      close_proposed: 'يقترح {{counterpart}} إغلاق الصفقة{{about}} بنجاح. ويسري الإغلاق عندما تؤكده في غرفة الصفقة.',
      close_cancelled: 'ألغى {{counterpart}} اقتراح إغلاق الصفقة{{about}}.',
      exclusivity_ending: 'تنتهي حصرية خطاب النوايا الموقّع مع {{counterpart}}{{about}} في {{date}}.',
    },
    kind: { ioi: 'إبداء اهتمام', loi: 'خطاب نوايا' },
    reason: 'السبب الذي ذكره: {{reason}}',
    body: 'مرحبًا {{recipient}}،\n\n{{sentence}}{{reason}}\n{{read}}',
    about: ' بشأن {{business}}',
    readHere: 'افتحه هنا: {{link}}',
    readOnSite: 'افتحه في Dealbridge ضمن «الصفقات».',
    footer: 'تصلك هذه الرسالة لأنك طرف في صفقة على Dealbridge.',
  },
  unreadDeal: {
    subject: 'Dealbridge: لديك {{unread}} من {{counterpart}}',
    body: 'مرحبًا {{recipient}}،\n\nلديك {{unread}} من {{counterpart}}{{about}} في غرفة الصفقة.\n{{read}}\n\nلن نرسل رسالة أخرى عن هذه الصفقة حتى تصل رسائل جديدة بعد هذه.',
    unread_one: 'رسالة واحدة غير مقروءة',
    unread_other: '{{count}} رسائل غير مقروءة',
    about: ' بشأن {{business}}',
    readHere: 'اقرأها وردّ عليها هنا: {{link}}',
    readOnSite: 'اقرأها وردّ عليها في Dealbridge ضمن «الصفقات».',
    footer: 'تصلك هذه الرسالة لأن لديك رسائل غير مقروءة في صفقة على Dealbridge.',
  },
  passwordReset: {
    subject: 'Dealbridge: إعادة تعيين كلمة المرور',
    body: 'مرحبًا {{recipient}}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في Dealbridge. لاختيار كلمة مرور جديدة افتح هذا الرابط:\n{{link}}\n\nيعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد {{minutes}} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن تتغير كلمة مرورك.',
    footer: 'تصلك هذه الرسالة لأن أحدهم طلب إعادة تعيين كلمة المرور لهذا البريد الإلكتروني في Dealbridge.',
  },
  passwordChanged: {
    subject: 'Dealbridge: تم تغيير كلمة المرور',
    body: 'مرحبًا {{recipient}}،\n\nتم تغيير كلمة مرور حسابك في Dealbridge، وتم تسجيل خروجك من {{sessions}}.\n\nإن لم تكن أنت من فعل ذلك، فاستخدم «نسيت كلمة المرور؟» في صفحة تسجيل الدخول فورًا وتواصل مع الدعم.',
    otherSessions: 'كل الجلسات الأخرى',
    allSessions: 'جميع الجلسات',
    footer: 'تصلك هذه الرسالة لأن كلمة مرور حسابك في Dealbridge قد تغيّرت.',
  },
  verifyEmail: {
    subject: 'Dealbridge: تأكيد بريدك الإلكتروني',
    body: 'مرحبًا {{recipient}}،\n\nلتأكيد أن هذا البريد الإلكتروني لك، افتح هذا الرابط:\n{{link}}\n\nحسابك يعمل من الآن؛ التأكيد يضيف شارة «موثّق» إلى ملفك. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{days}} أيام.',
    footer: 'تصلك هذه الرسالة لأن حسابًا في Dealbridge أُنشئ بهذا البريد الإلكتروني.',
  },
  confirmNewEmail: {
    subject: 'Dealbridge: تأكيد بريدك الإلكتروني الجديد',
    body: 'مرحبًا {{recipient}}،\n\nطُلب تغيير البريد الإلكتروني لحسابك في Dealbridge إلى هذا العنوان. لإتمام التغيير افتح هذا الرابط:\n{{link}}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{hours}} ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    footer: 'تصلك هذه الرسالة لأن أحدهم طلب استخدام هذا البريد الإلكتروني لحساب في Dealbridge.',
  },
  emailChangeRequested: {
    subject: 'Dealbridge: طلب تغيير بريدك الإلكتروني',
    body: 'مرحبًا {{recipient}}،\n\nطُلب تغيير البريد الإلكتروني لحسابك في Dealbridge إلى {{email}}. سيتم التغيير عندما يُفتح رابط التأكيد المرسل إلى العنوان الجديد.\n\nإن لم تكن أنت من طلب ذلك، فغيّر كلمة مرورك من الإعدادات فورًا وتواصل مع الدعم.',
    footer: 'تصلك هذه الرسالة لأنها عنوان حسابك الحالي في Dealbridge.',
  },
  accountDeleted: {
    subject: 'Dealbridge: تم حذف حسابك',
    body: 'مرحبًا {{recipient}}،\n\nتم حذف حسابك في Dealbridge بناءً على طلبك. أُزيلت ملفاتك من القوائم ومستنداتك من التخزين، ومُحيت بياناتك الشخصية؛ ويرى الطرف الآخر في صفقاتك «مستخدم محذوف».\n\nإن لم تكن أنت من فعل ذلك، فتواصل مع الدعم فورًا.',
    footer: 'تصلك هذه الرسالة لأن حسابًا في Dealbridge بهذا البريد الإلكتروني قد حُذف.',
  },
  profileDecision: {
    subject: {
      approved: 'Dealbridge: تمت الموافقة على {{profile}}',
      rejected: 'Dealbridge: لم تتم الموافقة على {{profile}}',
    },
    subjectProfile: { business: 'ملف شركتك', investor: 'ملفك الاستثماري' },
    profile: { business: 'ملف شركتك{{company}}', investor: 'ملفك الاستثماري' },
    company: ' «{{company}}»',
    outcome: {
      approved: 'تمت الموافقة على {{profile}}، وأصبح معروضًا على Dealbridge حيث {{audience}} العثور عليه.',
      rejected: 'لم تتم الموافقة على {{profile}}، لذا فهو غير معروض على Dealbridge. يمكنك تحديث ملفك على Dealbridge، وإن كانت لديك أسئلة فتواصل مع الدعم.',
    },
    audience: { business: 'يمكن للمستثمرين', investor: 'يمكن للشركات' },
    reasonHeading: { approved: 'ملاحظة من فريق Dealbridge', rejected: 'السبب الذي ذكره فريق Dealbridge' },
    reason: '\n\n{{heading}}:\n{{reason}}',
    body: 'مرحبًا {{recipient}}،\n\n{{outcome}}{{reason}}',
  },
  searchDigest: {
    subject: {
      daily: 'Dealbridge: نتائج جديدة لعمليات بحثك المحفوظة اليوم',
      weekly: 'Dealbridge: نتائج جديدة لعمليات بحثك المحفوظة هذا الأسبوع',
    },
    body: 'مرحبًا {{recipient}}،\n\nظهرت ملفات جديدة تطابق عمليات بحثك المحفوظة:\n\n{{searches}}\n\nيمكنك تغيير وتيرة التنبيهات في «عمليات البحث المحفوظة».',
    search: '• {{name}}: {{results}}\n  عرض النتائج: {{link}}\n  إيقاف تنبيهات هذا البحث: {{unsubscribe}}',
    results_one: 'نتيجة جديدة واحدة',
    results_other: '{{count}} نتائج جديدة',
    footer: 'تصلك هذه الرسالة لأنك فعّلت تنبيهات لعمليات بحث محفوظة على Dealbridge.',
  },
  matchDigest: {
    subject: 'Dealbridge: مطابقات جديدة لك',
    body: 'مرحبًا {{recipient}}،\n\nلديك {{matches}} هذا الأسبوع.\nاطّلع عليها: {{link}}\n\nلإيقاف هذه الرسالة الأسبوعية: {{unsubscribe}}',
    matches_one: 'مطابقة جديدة واحدة',
    matches_other: '{{count}} مطابقات جديدة',
    footer: 'تصلك هذه الرسالة لأنك مشترك في ملخص المطابقات الأسبوعي على Dealbridge.',
  },
  listing: { business: 'ملف شركتك', investor: 'ملفك الاستثماري' },
  listingStale: {
    subject: 'هل ما زال ملفك محدّثًا؟',
    body: 'مرحبًا {{recipient}}،\n\nمضى {{days}} يومًا منذ آخر تحديث لـ{{listing}} على Dealbridge. هل ما زالت بياناته صحيحة؟\n\nإن كانت كذلك، فنقرة واحدة على «ما زال محدّثًا» في لوحة التحكم تؤكد ذلك: {{link}}\nوتعديل الملف وحفظه يؤكده كذلك.\n\nالملفات التي لا تُحدَّث ولا تُؤكَّد خلال 120 يومًا تُوقف مؤقتًا وتُخفى عن القوائم حتى تعيد نشرها.',
  },
  listingPaused: {
    subject: 'تم إيقاف ملفك مؤقتًا',
    body: 'مرحبًا {{recipient}}،\n\nمضى {{days}} يومًا دون تحديث {{listing}} على Dealbridge أو تأكيده، لذا أوقفناه مؤقتًا: إنه مخفي الآن عن القوائم والمطابقات.\n\nنقرة واحدة على «إعادة النشر» في لوحة التحكم تعيده كما كان: {{link}}\nوتعديل الملف وحفظه يعيد نشره كذلك.',
  },
};
