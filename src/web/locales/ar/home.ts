// Arabic texts of the home page (namespace 'home').
import type { Translation } from '../translation.ts';
import type { home as english } from '../en/home.ts';

export const home: Translation<typeof english> = {
  eyebrow: 'اندماج واستحواذ المنشآت الصغيرة والمتوسطة · الخليج · المملكة المتحدة · سنغافورة · الهند',
  valuationLink: 'كم تساوي شركتك؟ قدّر قيمتها مجانًا ←',
  heroImage: '/illustrations/match-card-ar.svg',
  heroImageAlt: 'بطاقة تطابق من Dealbridge: الخليج للتبريد والنقل، تطابق بنسبة 86%، مع الأسباب الثلاثة لملاءمتها وتعارف وافق عليه الطرفان.',
  heroTitle: 'المنصة الذكية لاندماج المنشآت الصغيرة والمتوسطة والاستحواذ عليها',
  heroText: 'تربط Dealbridge أصحاب الأعمال بالمستثمرين في دول الخليج والمملكة المتحدة وسنغافورة والهند، عبر مطابقة مدعومة بالذكاء الاصطناعي وخدمات مهنية متكاملة.',
  goToDashboard: 'الانتقال إلى لوحة التحكم',
  listBusiness: 'أدرج شركتك',
  becomeInvestor: 'انضم كمستثمر',
  findYourMatch: 'اعثر على الشريك المناسب',
  highlightsTitle: 'لماذا Dealbridge',
  highlights: {
    matching: { title: 'مطابقة بالذكاء الاصطناعي', text: 'درجات توافق تشرح نفسها: القطاع وحجم الاستثمار والموقع الجغرافي والمرحلة والعوائد.' },
    vetted: { title: 'فرص موثوقة', text: 'نراجع كل ملف شركة قبل أن يطّلع عليه المستثمرون.' },
    moderated: { title: 'فرص خاضعة للإشراف', text: 'يُنشر كل ملف شركة فور اكتماله، ويمكن لفريقنا سحب أي ملف لا يستوفي المعايير.' },
    strategic: { title: 'مستثمرون استراتيجيون', text: 'مستثمرون أفراد ومكاتب عائلية وصناديق وشركات ذات توجه استثماري واضح.' },
    global: { title: 'أسواق عالمية', text: 'دول الخليج والمملكة المتحدة وسنغافورة والهند في منصة واحدة.' },
  },
  statsTitle: 'Dealbridge بالأرقام',
  stats: {
    dealValue: { value: '+200 مليون ريال', label: 'إجمالي قيمة الصفقات' },
    investors: { value: '+100', label: 'مستثمر نشط' },
    deals: { value: '+10', label: 'صفقات مُنجزة' },
    businesses: { value: '+1,000', label: 'شركة تبحث عن استثمار' },
  },
  howTitle: 'كيف تعمل المنصة',
  steps: {
    profile: { title: 'أنشئ ملفك', text: 'عرّف بشركتك واحتياجاتها التمويلية، أو بمعاييرك الاستثمارية.' },
    matching: { title: 'مطابقة ذكية', text: 'نرتّب الأطراف المقابلة حسب مدى ملاءمتها لك، ونوضح لك الأسباب.' },
    connect: { title: 'تواصل وراجع', text: 'أبدِ اهتمامك؛ ولا تُكشف الهويات إلا بعد موافقة الطرفين.' },
    close: { title: 'أتمم الصفقات', text: 'التقييم والعناية الواجبة والصياغة القانونية عبر خدماتنا المهنية.' },
  },
  featuredInvestors: 'مستثمرون مميزون',
  featuredBusinesses: 'شركات مميزة',
  viewAllInvestors: 'عرض جميع المستثمرين',
  viewAllBusinesses: 'عرض جميع الشركات',
  noneYet: 'لا يوجد ما يُعرض حتى الآن.',
  ctaTitle: 'هل أنت مستعد للعثور على شريكك المناسب؟',
  ctaText: 'انضم إلى أصحاب الأعمال والمستثمرين الذين يستخدمون Dealbridge.',
  ctaButton: 'سجّل الآن',
};
