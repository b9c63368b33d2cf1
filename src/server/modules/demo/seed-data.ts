// Static content for the demo seed (seed.ts). Everything here is invented; domains use the reserved
// `.example` TLD so that no seeded address or website can reach a real company.
import type {
  BusinessIndustry, BusinessStage, InvestmentStage, InvestorIndustry, MatchStatus, Region, ServiceRequestStatus, ServiceType, Urgency,
} from '#shared/enums.ts';
import type { DealStage } from '#shared/deals/room.ts';
import type { OfferTerms } from '#shared/deals/offers.ts';

export interface CompanySeed {
  name: string;
  industry: BusinessIndustry;
  subIndustry: string;
  hq: Region;
  /** Transliteration for e-mail and web addresses when the name is in Arabic script. */
  latin?: string;
}

const c = (name: string, industry: BusinessIndustry, subIndustry: string, hq: Region, latin?: string): CompanySeed =>
  latin ? { name, industry, subIndustry, hq, latin } : { name, industry, subIndustry, hq };

/** The first entry belongs to the demo business owner. */
export const COMPANIES: readonly CompanySeed[] = [
  c('Sahab Cloud Systems', 'technology', 'Cloud hosting & managed IT services', 'UAE'),
  c('Al Manara Pharmacy Group', 'healthcare', 'Retail pharmacy chain', 'UAE'),
  c('Desert Bloom Hospitality', 'hospitality', 'Boutique hotels', 'UAE'),
  c('Jebel Ali Cold Chain', 'logistics', 'Cold-chain warehousing', 'UAE'),
  c('Emirates Rooftop Solar', 'energy', 'Commercial rooftop solar', 'UAE'),
  c('Saffron & Sumac Kitchens', 'food_beverage', 'Cloud kitchens', 'UAE'),
  c('Marina Learning Hub', 'education', 'After-school tutoring centres', 'UAE'),
  c('مطابع الريم', 'manufacturing', 'Packaging & commercial printing', 'UAE', 'al-reem-printing'),
  c('Najd Precision Plastics', 'manufacturing', 'Injection-moulded plastics', 'Saudi Arabia'),
  c('مخابز الواحة', 'food_beverage', 'Industrial bakery', 'Saudi Arabia', 'al-waha-bakeries'),
  c('Tuwaiq Pay', 'finance', 'Payments & buy-now-pay-later', 'Saudi Arabia'),
  c('Red Sea Dive Resorts', 'hospitality', 'Eco-resort & diving centre', 'Saudi Arabia'),
  c('Riyadh Home Care Clinics', 'healthcare', 'Home healthcare services', 'Saudi Arabia'),
  c('Qassim Reefer Transport', 'logistics', 'Refrigerated trucking', 'Saudi Arabia'),
  c('Hijaz Coding Academy', 'education', 'Coding bootcamps', 'Saudi Arabia'),
  c('Doha Fleet Telematics', 'technology', 'Fleet tracking software', 'Qatar'),
  c('Pearl Gulf Electronics', 'retail', 'Consumer electronics retail', 'Qatar'),
  c('Lusail Dental Centres', 'healthcare', 'Dental clinics', 'Qatar'),
  c('Al Wakra Steel Fabrication', 'manufacturing', 'Structural steel fabrication', 'Qatar'),
  c('Katara Events & Catering', 'food_beverage', 'Corporate and event catering', 'Qatar'),
  c('Qatar Green Retrofit', 'energy', 'Energy-efficiency retrofits', 'Qatar'),
  c('بيت الخبرة للاستشارات المالية', 'finance', 'Corporate finance advisory', 'Qatar', 'bait-al-khibra'),
  c('Manama Payments Hub', 'finance', 'Merchant payment processing', 'Bahrain'),
  c('Seef Modest Fashion', 'retail', 'Modest fashion e-commerce', 'Bahrain'),
  c('Bahrain Maritime Forwarding', 'logistics', 'Sea and air freight forwarding', 'Bahrain'),
  c('Dilmun Nursing Academy', 'education', 'Healthcare vocational training', 'Bahrain'),
  c('Muharraq Heritage Hotels', 'hospitality', 'Heritage boutique hotel', 'Bahrain'),
  c('Sitra Aluminium Components', 'manufacturing', 'Aluminium extrusion', 'Bahrain'),
  c('Muscat Fisheries & Foods', 'food_beverage', 'Seafood processing', 'Oman'),
  c('Dhofar Frankincense Company', 'retail', 'Fragrance & natural cosmetics', 'Oman'),
  c('Sohar Portside Warehousing', 'logistics', 'Bonded warehousing', 'Oman'),
  c('Oman Wind & Sun', 'energy', 'Solar-diesel hybrid systems', 'Oman'),
  c('Nizwa Medical Diagnostics', 'healthcare', 'Diagnostic laboratories', 'Oman'),
  c('Jabal Akhdar Eco Lodge', 'hospitality', 'Mountain eco-tourism', 'Oman'),
  c('Gulf Bytes Software', 'technology', 'ERP implementation & support', 'Kuwait'),
  c('Al Hamra Home Furnishings', 'retail', 'Furniture and home décor retail', 'Kuwait'),
  c('Kuwait Skin & Laser Clinics', 'healthcare', 'Dermatology clinics', 'Kuwait'),
  c('Salmiya Coffee Roasters', 'food_beverage', 'Specialty coffee roasting', 'Kuwait'),
  c('Sharq SME Finance', 'finance', 'SME invoice finance', 'Kuwait'),
  c('مدارس الأجيال', 'education', 'K-12 private schooling', 'Kuwait', 'al-ajyal-schools'),
  c('Thameside Robotics', 'manufacturing', 'Warehouse automation equipment', 'UK'),
  c('Brightwater Energy Storage', 'energy', 'Battery energy storage', 'UK'),
  c('Pennine Organic Dairy', 'food_beverage', 'Organic dairy products', 'UK'),
  c('Ledgerline Analytics', 'technology', 'Financial data analytics SaaS', 'UK'),
  c('Harbour & Hale Hotels', 'hospitality', 'Coastal boutique hotels', 'UK'),
  c('Northgate Wealth Platform', 'finance', 'Digital wealth management', 'UK'),
  c('Canal Street Couriers', 'logistics', 'Same-day urban courier', 'UK'),
  c('Oakridge Tutoring', 'education', 'Online tutoring marketplace', 'UK'),
  c('Bramble & Birch Interiors', 'retail', 'Homeware retail', 'UK'),
  c('Lion City MedTech', 'healthcare', 'Medical devices', 'Singapore'),
  c('Tanjong Pagar Fulfilment', 'logistics', 'Cross-border e-commerce fulfilment', 'Singapore'),
  c('Merlion Kopi Co.', 'food_beverage', 'Café chain', 'Singapore'),
  c('Straits Cloud Security', 'technology', 'Managed cybersecurity', 'Singapore'),
  c('Jurong Precision Engineering', 'manufacturing', 'Semiconductor tooling components', 'Singapore'),
  c('Orchard Lane Lifestyle', 'retail', 'Lifestyle concept stores', 'Singapore'),
  c('Kallang Charge Networks', 'energy', 'EV charging networks', 'Singapore'),
  c('Pune Auto Components', 'manufacturing', 'Automotive castings', 'India'),
  c('Bengaluru HealthStack', 'technology', 'Hospital management SaaS', 'India'),
  c('Chennai Coastal Foods', 'food_beverage', 'Ready-to-eat foods', 'India'),
  c('Jaipur Haveli Stays', 'hospitality', 'Heritage haveli hotels', 'India'),
  c('Kerala Ayurveda Wellness', 'healthcare', 'Ayurvedic clinics & products', 'India'),
  c('Hyderabad PrepLabs', 'education', 'Test-preparation platform', 'India'),
  c('Gujarat Sunfield Energy', 'energy', 'Solar EPC contracting', 'India'),
  c('Mumbai Udyam Finance', 'finance', 'MSME lending', 'India'),
  c('Delhi Kirana Network', 'retail', 'Grocery franchise network', 'India'),
];

export type InvestorKind = 'angel' | 'family_office' | 'venture' | 'private_equity' | 'corporate';

export interface InvestorSeed {
  name: string;
  firm: string;
  country: Region;
  kind: InvestorKind;
  focus: InvestorIndustry;
}

const inv = (name: string, firm: string, country: Region, kind: InvestorKind, focus: InvestorIndustry): InvestorSeed =>
  ({ name, firm, country, kind, focus });

/** The first entry is the demo investor. */
export const INVESTORS: readonly InvestorSeed[] = [
  inv('Khalid Al Suwaidi', 'Al Suwaidi Family Office', 'UAE', 'family_office', 'technology'),
  inv('Priya Menon', 'Creek Angels Network', 'UAE', 'angel', 'healthcare'),
  inv('James Whitfield', 'Meridian Gulf Partners', 'UAE', 'private_equity', 'logistics'),
  inv('Fatima Al Shamsi', 'Oasis Seed Ventures', 'UAE', 'venture', 'education'),
  inv('Rashid Haddad', 'Al Noor Holdings', 'UAE', 'corporate', 'real_estate'),
  inv('Layla Al Hashimi', 'Sandstone Capital', 'UAE', 'family_office', 'food_beverage'),
  inv('Abdullah Al Otaibi', 'Wadi Hanifa Ventures', 'Saudi Arabia', 'venture', 'finance'),
  inv('Noura Al Qahtani', 'Al Qahtani Investments', 'Saudi Arabia', 'family_office', 'healthcare'),
  inv('Faisal Al Ghamdi', 'Riyadh Angel Circle', 'Saudi Arabia', 'angel', 'technology'),
  inv('Saad Al Dosari', 'Eastern Province Industrial Partners', 'Saudi Arabia', 'private_equity', 'manufacturing'),
  inv('Huda Al Zahrani', 'Jeddah Hospitality Fund', 'Saudi Arabia', 'private_equity', 'hospitality'),
  inv('Turki Al Mutairi', 'Najran Energy Investments', 'Saudi Arabia', 'corporate', 'energy'),
  inv('Hamad Al Kuwari', 'Corniche Capital', 'Qatar', 'family_office', 'real_estate'),
  inv('Maryam Al Sulaiti', 'Doha Ventures Collective', 'Qatar', 'venture', 'technology'),
  inv('Ahmed Al Marri', 'Al Marri Group', 'Qatar', 'corporate', 'logistics'),
  inv('Sara Al Hajri', 'Al Hajri Private Office', 'Qatar', 'angel', 'other'),
  inv('Ali Al Rashid', 'Bahrain Gate Partners', 'Bahrain', 'private_equity', 'finance'),
  inv('Zainab Al Ansari', 'Pearl Diver Angels', 'Bahrain', 'angel', 'retail'),
  inv('Yusuf Al Sayegh', 'Manama Growth Fund', 'Bahrain', 'venture', 'education'),
  inv('Reem Al Jishi', 'Seef Family Holdings', 'Bahrain', 'family_office', 'food_beverage'),
  inv('Salim Al Harthy', 'Al Harthy Investments', 'Oman', 'family_office', 'energy'),
  inv('Aisha Al Balushi', 'Muscat Impact Capital', 'Oman', 'venture', 'healthcare'),
  inv('Said Al Mahrouqi', 'Sur Maritime Holdings', 'Oman', 'corporate', 'logistics'),
  inv('Muna Al Rawahi', 'Oman Angel Forum', 'Oman', 'angel', 'hospitality'),
  inv('Bader Al Enezi', 'Failaka Capital', 'Kuwait', 'private_equity', 'retail'),
  inv('Dana Al Mutawa', 'Al Mutawa Family Office', 'Kuwait', 'family_office', 'real_estate'),
  inv('Nasser Al Khaldi', 'Kuwait Tech Angels', 'Kuwait', 'angel', 'technology'),
  inv('Hessa Al Saqer', 'Gulf Crescent Investments', 'Kuwait', 'venture', 'finance'),
  inv('Oliver Bennett', 'Bennett & Rowe Capital', 'UK', 'private_equity', 'manufacturing'),
  inv('Charlotte Hughes', 'Northern Lights Angels', 'UK', 'angel', 'education'),
  inv('Arjun Kapoor', 'Kapoor Family Office', 'UK', 'family_office', 'hospitality'),
  inv('Thomas Reid', 'Thistle Ventures', 'UK', 'venture', 'energy'),
  inv('Hannah Clarke', 'Greenway Impact Fund', 'UK', 'venture', 'other'),
  inv('William Ashworth', 'Ashworth Holdings', 'UK', 'corporate', 'food_beverage'),
  inv('Tan Wei Ling', 'Marina Bay Ventures', 'Singapore', 'venture', 'technology'),
  inv('Rajesh Pillai', 'Straits Family Office', 'Singapore', 'family_office', 'healthcare'),
  inv('Nur Aisyah Rahman', 'Serangoon Angels', 'Singapore', 'angel', 'retail'),
  inv('Daniel Lim', 'Tembusu Growth Partners', 'Singapore', 'private_equity', 'logistics'),
  inv('Ananya Iyer', 'Lotus Angel Network', 'India', 'angel', 'education'),
  inv('Vikram Shah', 'Shah Family Office', 'India', 'family_office', 'manufacturing'),
  inv('Rohan Mehta', 'Deccan Growth Capital', 'India', 'private_equity', 'energy'),
  inv('Kavya Reddy', 'Indus Bridge Ventures', 'India', 'venture', 'other'),
];

/** `#` becomes a digit and `{Y}` the year of establishment. */
export const REGISTRATION_FORMAT: Readonly<Record<Region, string>> = {
  'Saudi Arabia': '1010######', UAE: 'CN-#######', Qatar: '######', Bahrain: '######-1', Oman: '1######',
  Kuwait: '######', UK: '0#######', Singapore: '{Y}#####K', India: 'U#####MH{Y}PTC######',
};

export const PHONE_FORMAT: Readonly<Record<Region, string>> = {
  'Saudi Arabia': '+966 5# ### ####', UAE: '+971 5# ### ####', Qatar: '+974 #### ####', Bahrain: '+973 3### ####',
  Oman: '+968 9### ####', Kuwait: '+965 6### ####', UK: '+44 7### ######', Singapore: '+65 9### ####',
  India: '+91 9#### #####',
};

export interface NameGroup {
  first: readonly string[];
  last: readonly string[];
  surnameFirst?: boolean;
}

const GULF: NameGroup = {
  first: ['Omar', 'Khalid', 'Fatima', 'Mariam', 'Ahmed', 'Saeed', 'Noura', 'Hamdan', 'Aisha', 'Yousef', 'Hind',
    'Sultan', 'Latifa', 'Majid', 'Shamma', 'Abdulrahman', 'Reem', 'Tariq', 'Hessa', 'Faisal', 'Mohammed', 'Amal'],
  last: ['Al Mansoori', 'Al Suwaidi', 'Al Hashimi', 'Al Otaibi', 'Al Ghamdi', 'Al Zahrani', 'Al Harthy', 'Al Balushi',
    'Al Kuwari', 'Al Marri', 'Al Mutairi', 'Al Enezi', 'Al Shamsi', 'Al Falasi', 'Haddad', 'Al Rashid', 'Al Khaldi',
    'Al Dosari', 'Al Qahtani', 'Al Ansari', 'Al Sayegh', 'Al Hajri', 'Al Sulaiti', 'Al Jishi', 'Al Rawahi'],
};
const BRITISH: NameGroup = {
  first: ['James', 'Emily', 'Oliver', 'Sophie', 'Harry', 'Charlotte', 'George', 'Amelia', 'Jack', 'Isabella', 'Thomas',
    'Grace', 'William', 'Olivia', 'Samuel', 'Chloe', 'Daniel', 'Lucy', 'Callum', 'Eleanor'],
  last: ['Thompson', 'Clarke', 'Hughes', 'Walker', 'Wright', 'Robinson', 'Edwards', 'Turner', 'Morgan', 'Bennett',
    'Fletcher', 'Harrison', 'Ellis', 'Murray', 'Shaw', 'Gallagher', 'Khan', 'Okafor'],
};
const INDIAN: NameGroup = {
  first: ['Aarav', 'Priya', 'Rahul', 'Sneha', 'Vikram', 'Ananya', 'Karthik', 'Divya', 'Arjun', 'Meera', 'Sanjay',
    'Lakshmi', 'Nikhil', 'Pooja', 'Rohit', 'Kavita', 'Imran', 'Farah'],
  last: ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Desai', 'Kulkarni', 'Chatterjee', 'Singh',
    'Rao', 'Joshi', 'Bhat', 'Qureshi', 'Fernandes'],
};
const SG_CHINESE: NameGroup = {
  first: ['Wei Jie', 'Hui Min', 'Jun Hao', 'Xin Yi', 'Mei Ling', 'Kai Wen', 'Jia Hui', 'Zhi Hao', 'Shu Fen'],
  last: ['Tan', 'Lim', 'Ng', 'Wong', 'Goh', 'Chua', 'Lee', 'Teo', 'Koh', 'Ong'],
  surnameFirst: true,
};
const SG_MALAY: NameGroup = {
  first: ['Muhammad Hafiz', 'Nurul Huda', 'Siti Aminah', 'Ahmad Faizal', 'Farhana', 'Hakim'],
  last: ['Rahman', 'Ismail', 'Hassan', 'Osman', 'Yusof'],
};
const SG_INDIAN: NameGroup = { first: ['Arun', 'Kavitha', 'Ravi', 'Deepa', 'Suresh'], last: ['Pillai', 'Nair', 'Krishnan', 'Subramaniam'] };

/** Repeated entries weight the mix: Gulf firms employ many Indian and British expatriates. */
export const NAME_GROUPS_BY_REGION: Readonly<Record<Region, readonly NameGroup[]>> = {
  'Saudi Arabia': [GULF, GULF, GULF, INDIAN], UAE: [GULF, GULF, INDIAN, BRITISH], Qatar: [GULF, GULF, GULF, INDIAN],
  Bahrain: [GULF, GULF, INDIAN, BRITISH], Oman: [GULF, GULF, GULF, INDIAN], Kuwait: [GULF, GULF, GULF, INDIAN],
  UK: [BRITISH, BRITISH, BRITISH, INDIAN], Singapore: [SG_CHINESE, SG_CHINESE, SG_MALAY, SG_INDIAN], India: [INDIAN],
};

export const INDUSTRY_LABELS: Readonly<Record<InvestorIndustry, string>> = {
  technology: 'technology', manufacturing: 'manufacturing', retail: 'retail', healthcare: 'healthcare',
  real_estate: 'real estate', finance: 'financial services', education: 'education', hospitality: 'hospitality',
  logistics: 'logistics', energy: 'energy', food_beverage: 'food & beverage', other: 'impact and other sectors',
};

export interface IndustryContent {
  activities: readonly string[];
  suppliers: readonly string[];
  customers: readonly string[];
  /** A senior role typical of the sector, listed among the key personnel. */
  keyRole: string;
}

export const INDUSTRY_CONTENT: Readonly<Record<BusinessIndustry, IndustryContent>> = {
  technology: {
    activities: ['Subscription software for mid-sized enterprises', 'Implementation, integration and data migration projects',
      '24/7 managed support under annual service contracts', 'Arabic and English localisation of products',
      'Cloud infrastructure hosted in-region for data-residency compliance', 'Training and certification for client IT teams'],
    suppliers: ['Regional cloud hosting providers', 'Hardware distributors', 'Offshore QA contractors', 'Payment gateway providers', 'Software licence resellers'],
    customers: ['Mid-market retailers', 'Government-linked entities', 'Private hospitals', 'Logistics operators', 'Family-owned conglomerates'],
    keyRole: 'Chief Technology Officer',
  },
  manufacturing: {
    activities: ['Contract manufacturing for regional brands', 'In-house tooling and mould design', 'ISO 9001-certified quality control',
      'Export to neighbouring markets under free-trade agreements', 'Just-in-time deliveries to assembly plants', 'Recycling of production scrap'],
    suppliers: ['Petrochemical resin producers', 'Steel service centres', 'Machinery OEMs in Germany and China', 'Industrial gas suppliers', 'Local packaging converters'],
    customers: ['FMCG brands', 'Construction contractors', 'Automotive assemblers', 'Oil & gas service companies', 'Appliance makers'],
    keyRole: 'Plant Manager',
  },
  retail: {
    activities: ['Flagship stores in high-footfall malls', 'Online store with same-day delivery', 'Private-label product lines',
      'Loyalty programme with repeat-purchase analytics', 'Wholesale supply to independent retailers', 'Seasonal pop-up stores'],
    suppliers: ['Regional distributors', 'Private-label manufacturers', 'Third-party logistics partners', 'Shopfitting contractors', 'E-commerce platform providers'],
    customers: ['Mall shoppers aged 25-45', 'Online customers across the GCC', 'Corporate gifting clients', 'Independent retailers', 'Hotel and hospitality buyers'],
    keyRole: 'Merchandising Director',
  },
  healthcare: {
    activities: ['Outpatient consultations across specialties', 'Diagnostic testing with accredited laboratories',
      'Insurance-panel contracts with major payers', 'Telemedicine follow-ups', 'Corporate wellness programmes', 'Home visits by licensed nurses'],
    suppliers: ['Pharmaceutical wholesalers', 'Medical device distributors', 'Laboratory reagent suppliers', 'Clinical waste contractors', 'Healthcare IT vendors'],
    customers: ['Insured patients', 'Corporate clients', 'Government health authorities', 'Insurance companies', 'Elderly-care families'],
    keyRole: 'Medical Director',
  },
  finance: {
    activities: ['Short-term working-capital loans to SMEs', 'Merchant acquiring and payment processing', 'Regulated under a central-bank sandbox licence',
      'Credit scoring using transaction data', 'Advisory on debt and equity raises', 'Collections handled in-house'],
    suppliers: ['Banking-as-a-service partners', 'Card schemes', 'Credit bureaus', 'Cloud core-banking vendors', 'KYC verification providers'],
    customers: ['SME merchants', 'E-commerce sellers', 'Family businesses', 'Corporate treasury teams', 'Freelancers'],
    keyRole: 'Chief Risk Officer',
  },
  education: {
    activities: ['Accredited curriculum delivered in Arabic and English', 'Blended online and classroom programmes', 'Corporate training contracts',
      'Exam preparation for international qualifications', 'Teacher training and certification', 'Scholarships funded by partner companies'],
    suppliers: ['Textbook publishers', 'Learning-management-system vendors', 'Facility management companies', 'Exam boards', 'Ed-tech content studios'],
    customers: ['Parents of K-12 students', 'University applicants', 'Corporate HR departments', 'Government training programmes', 'Adult learners'],
    keyRole: 'Academic Director',
  },
  hospitality: {
    activities: ['Boutique rooms with food & beverage outlets', 'Direct bookings through own website and OTAs', 'Weddings, events and conferences',
      'Guided tours and experiences', 'Management contracts for third-party properties', 'Sustainability certification programme'],
    suppliers: ['Food & beverage distributors', 'Linen and laundry services', 'Online travel agencies', 'Property maintenance contractors', 'Local artisans and guides'],
    customers: ['Leisure travellers from Europe and the GCC', 'Corporate travel desks', 'Wedding and event planners', 'Tour operators', 'Domestic weekend visitors'],
    keyRole: 'General Manager',
  },
  logistics: {
    activities: ['Temperature-controlled storage and distribution', 'Customs brokerage and clearance', 'Last-mile delivery with own fleet',
      'Warehouse management system with live client portal', 'Cross-border trucking across the GCC', 'Value-added services: kitting and labelling'],
    suppliers: ['Truck and trailer dealers', 'Fuel card providers', 'Warehouse racking suppliers', 'Shipping lines', 'Telematics providers'],
    customers: ['Supermarket chains', 'Pharmaceutical distributors', 'E-commerce marketplaces', 'Restaurant groups', 'Industrial manufacturers'],
    keyRole: 'Head of Fleet Operations',
  },
  energy: {
    activities: ['Design and installation of solar PV systems', 'Operation and maintenance contracts', 'Power purchase agreements with commercial clients',
      'Energy audits and efficiency retrofits', 'Battery storage integration', 'Carbon reporting for corporate clients'],
    suppliers: ['Tier-1 solar module manufacturers', 'Inverter suppliers', 'Battery cell makers', 'Electrical contractors', 'Structural mounting suppliers'],
    customers: ['Industrial facilities', 'Shopping malls', 'Schools and universities', 'Utilities', 'Farms and agricultural estates'],
    keyRole: 'Head of Engineering',
  },
  food_beverage: {
    activities: ['Central production kitchen with HACCP certification', 'Supply to supermarkets and cafés', 'Delivery-app sales through own brands',
      'Catering for corporate and public events', 'Export of packaged products to the GCC', 'New product development every quarter'],
    suppliers: ['Local farms and cooperatives', 'Flour and dairy suppliers', 'Packaging manufacturers', 'Cold-chain logistics partners', 'Coffee and spice importers'],
    customers: ['Supermarket chains', 'Hotels and airlines', 'Delivery-app customers', 'Corporate offices', 'Cafés and restaurants'],
    keyRole: 'Head of Quality Assurance',
  },
};

type Range = readonly [number, number];
export interface StageShape {
  revenueUsd: Range; equity: Range; multiple: Range; margin: Range; growth: Range; founded: Range; branches: Range;
  /** Key people besides the owner. */
  team: number;
}

/** Ranges (amounts in US dollars, multiple = valuation / revenue) that keep each stage's figures plausible together. */
export const STAGE_SHAPE: Readonly<Record<BusinessStage, StageShape>> = {
  startup: { revenueUsd: [30e3, 500e3], equity: [15, 40], multiple: [4, 12], margin: [-10, 12], growth: [25, 80], founded: [2019, 2024], branches: [0, 1], team: 2 },
  growth: { revenueUsd: [400e3, 4e6], equity: [10, 35], multiple: [2.5, 6], margin: [0, 25], growth: [15, 60], founded: [2010, 2021], branches: [0, 2], team: 2 },
  established: { revenueUsd: [1.5e6, 15e6], equity: [5, 30], multiple: [1.2, 3], margin: [5, 35], growth: [3, 25], founded: [1996, 2015], branches: [1, 3], team: 3 },
  mature: { revenueUsd: [5e6, 50e6], equity: [5, 49], multiple: [0.8, 2], margin: [8, 40], growth: [-5, 12], founded: [1985, 2005], branches: [2, 4], team: 3 },
};
/** Smallest ticket in US dollars; the largest is 3-10 times that. */
export const TICKET_USD: Readonly<Record<InvestorKind, Range>> = {
  angel: [25e3, 100e3], venture: [250e3, 1e6], family_office: [500e3, 3e6], private_equity: [2e6, 8e6], corporate: [1e6, 5e6],
};
export const MIN_ROI: Readonly<Record<InvestorKind, Range>> = {
  angel: [20, 35], venture: [25, 35], family_office: [8, 18], private_equity: [18, 30], corporate: [10, 20],
};

/** Demo pairs first, so the two demo accounts always have something to look at. */
export const MATCH_STATUSES_PLAN: readonly MatchStatus[] = [
  'interested', 'contacted', 'suggested', 'interested', 'contacted', 'interested', 'suggested',
  'suggested', 'interested', 'contacted', 'suggested', 'contacted', 'interested',
];

export const OWNER_TITLES = ['Founder & CEO', 'Managing Director', 'Co-founder & CEO', 'Founder & Chairman'] as const;
export const SUPPORT_ROLES = ['Chief Operating Officer', 'Chief Financial Officer', 'Head of Sales', 'Head of Business Development',
  'Marketing Director', 'Head of People', 'Finance Manager'] as const;

// Public "about" texts never name the investor or the firm: identities stay masked until an introduction.
export const ABOUT_OPENERS: Readonly<Record<InvestorKind, (i: InvestorSeed) => string>> = {
  angel: (i) => `Active angel investor in ${i.country} and member of a regional angel network, backing early teams with capital and hands-on mentoring.`,
  family_office: (i) => `A ${i.country}-based single-family office deploying patient capital into profitable, founder-led companies.`,
  venture: (i) => `An early-stage venture fund headquartered in ${i.country} that leads seed and Series A rounds.`,
  private_equity: (i) => `A lower mid-market private equity firm based in ${i.country}, focused on growth buyouts and buy-and-build strategies.`,
  corporate: (i) => `The strategic investment arm of a diversified ${i.country} group, looking for businesses that complement its operations.`,
};

export const ABOUT_CLOSINGS = [
  'Decisions are usually made within six weeks of a first meeting.',
  'We co-invest alongside regional banks and sovereign-backed funds.',
  'We prefer founders who stay on and keep a meaningful stake.',
  'Environmental and governance standards are part of every investment memo.',
  'Portfolio companies get access to our network of distributors and advisers.',
  'We are comfortable leading a round or joining as a follow-on investor.',
] as const;

export const PORTFOLIO_HIGHLIGHTS: Readonly<Record<InvestorIndustry, readonly string[]>> = {
  technology: ['Early backer of a Gulf HR-tech platform acquired in 2023.', 'Led the seed round of a B2B payments API now live in five countries.', 'Board seat at a cybersecurity firm that tripled recurring revenue in two years.'],
  manufacturing: ['Took a packaging plant from one to three production lines.', 'Exited a precision-engineering business to a strategic buyer at 4x invested capital.', 'Backed an industrial coatings maker expanding into Africa.'],
  retail: ['Scaled a specialty grocery chain from 4 to 22 stores.', 'Invested in a fashion e-commerce brand with 40% repeat customers.', 'Partnered on the GCC roll-out of a homeware franchise.'],
  healthcare: ['Built a network of 12 outpatient clinics with a hospital partner.', 'Seed investor in a diagnostics start-up now processing 3,000 tests a day.', 'Exited a dental chain to a regional healthcare group.'],
  real_estate: ['Developed three mixed-use schemes with ground-floor retail.', 'Co-invested in a logistics park fully let before completion.', 'Converted a heritage building into a 40-key boutique hotel.'],
  finance: ['Backed a licensed SME lender now disbursing USD 5M a month.', 'Early investor in a remittance app with one million users.', 'Supported an insurtech through its central-bank sandbox licence.'],
  education: ['Funded a nursery group growing from 2 to 9 campuses.', 'Invested in an Arabic-language e-learning platform used by 200 schools.', 'Backed a vocational training provider with 90% job-placement rates.'],
  hospitality: ['Owns stakes in four boutique hotels with above-market occupancy.', 'Backed a restaurant group through its first franchise deals.', 'Exited a desert-camp operator to a national tourism company.'],
  logistics: ['Financed a cold-chain fleet expansion from 30 to 120 trucks.', 'Invested in a last-mile start-up serving 15 e-commerce brands.', 'Merged two freight forwarders into a regional platform.'],
  energy: ['Funded 40 MW of commercial rooftop solar across the GCC.', 'Early investor in an EV-charging operator with 300 points.', 'Backed an energy-efficiency contractor cutting client bills by 25%.'],
  food_beverage: ['Scaled a date-based snack brand into 2,000 retail doors.', 'Invested in a central kitchen supplying three airline caterers.', 'Backed a specialty coffee roaster through its export launch.'],
  other: ['Portfolio includes agritech, waste recycling and water technology.', 'Backed a social enterprise training women entrepreneurs.', 'Invested in a vertical-farming pilot now supplying supermarkets.'],
};

/** Stages an investor of each kind typically adds to its first stage. */
export const STAGES_BY_KIND: Readonly<Record<InvestorKind, readonly InvestmentStage[]>> = {
  angel: ['seed', 'series_a'],
  venture: ['seed', 'series_a', 'series_b'],
  family_office: ['growth', 'expansion', 'acquisition', 'series_b'],
  private_equity: ['growth', 'expansion', 'acquisition'],
  corporate: ['expansion', 'acquisition', 'growth'],
};

/** Spec section 9: "price from" of each service, in US dollars. */
export const SERVICE_PRICES: Readonly<Record<ServiceType, number>> = {
  valuation: 2500, due_diligence: 7500, legal_drafting: 3000, review_advice: 1500, sop_services: 4000,
  digital_transformation: 10000, project_reports: 5000, audit: 5000, financial_statements: 1500,
};

export interface ServiceRequestSeed {
  type: ServiceType;
  description: string;
  urgency: Urgency;
  status: ServiceRequestStatus;
  /** A company name (its owner asks) or an investor's name. */
  by: string;
}

export const SERVICE_REQUESTS: readonly ServiceRequestSeed[] = [
  { type: 'valuation', urgency: 'medium', status: 'in_progress', by: 'Sahab Cloud Systems',
    description: 'Independent valuation ahead of a Series A round: DCF plus trading multiples of regional managed-services peers.' },
  { type: 'due_diligence', urgency: 'high', status: 'assigned', by: 'Khalid Al Suwaidi',
    description: 'Financial and commercial due diligence on a Riyadh home-care operator we are considering for a minority stake.' },
  { type: 'legal_drafting', urgency: 'high', status: 'pending', by: 'Saffron & Sumac Kitchens',
    description: 'Shareholders agreement and term sheet for a 25% equity raise from a family office.' },
  { type: 'review_advice', urgency: 'low', status: 'completed', by: 'Lusail Dental Centres',
    description: 'Review of our three-year business plan and pitch deck before investor meetings in Doha.' },
  { type: 'sop_services', urgency: 'medium', status: 'in_progress', by: 'Katara Events & Catering',
    description: 'Standard operating procedures for two new kitchens: opening checklists, food safety logs and stock counts.' },
  { type: 'digital_transformation', urgency: 'medium', status: 'assigned', by: 'Al Hamra Home Furnishings',
    description: 'Move inventory and invoicing from spreadsheets to a cloud ERP connected to our point-of-sale system.' },
  { type: 'project_reports', urgency: 'high', status: 'completed', by: 'Oman Wind & Sun',
    description: 'Bankable project report for a 5 MW solar-diesel hybrid plant to support a term-loan application.' },
  { type: 'audit', urgency: 'medium', status: 'pending', by: 'Najd Precision Plastics',
    description: 'Statutory audit for FY2025, including inventory observation at our Riyadh factory.' },
  { type: 'financial_statements', urgency: 'low', status: 'cancelled', by: 'Canal Street Couriers',
    description: 'IFRS financial statements for the last two years, prepared from our management accounts.' },
  { type: 'due_diligence', urgency: 'high', status: 'in_progress', by: 'Saad Al Dosari',
    description: 'Legal and tax due diligence on an aluminium extrusion company in Bahrain.' },
  { type: 'valuation', urgency: 'medium', status: 'pending', by: 'Merlion Kopi Co.',
    description: 'Valuation of the business for a partial exit by one of the founding partners.' },
  { type: 'financial_statements', urgency: 'medium', status: 'pending', by: 'Sahab Cloud Systems',
    description: 'Quarterly management accounts and a 24-month cash-flow forecast for the investor data room.' },
  { type: 'review_advice', urgency: 'low', status: 'completed', by: 'Tan Wei Ling',
    description: 'Second opinion on the financial model of a Singapore EV-charging company we are evaluating.' },
  { type: 'audit', urgency: 'high', status: 'assigned', by: 'Pune Auto Components',
    description: 'Internal audit of procurement and vendor payments across our three plants.' },
  { type: 'project_reports', urgency: 'low', status: 'cancelled', by: 'Muharraq Heritage Hotels',
    description: 'Feasibility study for a second heritage boutique property in Muharraq old town.' },
];

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export interface HierarchyFacts {
  title: string;
  staff: number;
  team: readonly string[];
  locations: number;
}

export const HIERARCHY: Readonly<Record<BusinessStage, (f: HierarchyFacts) => string>> = {
  startup: (f) => `Flat structure: the ${f.title} leads a team of ${f.staff}, with the ${joinList(f.team)} reporting directly to the founder.`,
  growth: (f) => `The ${f.title} chairs a leadership team made up of the ${joinList(f.team)}; ${f.staff} staff work across operations, sales and finance.`,
  established: (f) => `A three-member board oversees the ${f.title}, who manages the ${joinList(f.team)}; ${f.staff} employees across ${f.locations} location${f.locations > 1 ? 's' : ''} and five departments.`,
  mature: (f) => `Board with two independent directors and an audit committee; the ${f.title} leads the ${joinList(f.team)}, with a head for each market and ${f.staff} employees in total.`,
};

// The deal rooms of the introduced demo pairs (issue 17): a stage, its timeline, and a short conversation.
// {owner} and {investor} are first names, {company} the business, {hq} its country, {ask} its funding ask and {equity}
// the stake it offers.

export interface DealMessageSeed {
  from: 'owner' | 'investor';
  body: string;
}

/** A version of an offer in a demo deal (issue 50): who made it, its terms, and how it was answered. */
export interface OfferSeed {
  by: 'owner' | 'investor';
  terms: OfferTerms;
  state: 'open' | 'countered' | 'accepted';
  /** Made just before this message (its index). */
  beforeMessage: number;
}

export interface DealSeed {
  /** Offers' versions, oldest first; an accepted letter of intent is signed by the other side. */
  offers?: readonly OfferSeed[];
  /** Stage moves after the introduction: who moved it, and before which message (its index). */
  moves: readonly { to: DealStage; by: 'owner' | 'investor'; beforeMessage: number; reason?: string }[];
  messages: readonly DealMessageSeed[];
  /** The message an owner or investor reported (index), with the reporter's reason. */
  report?: { message: number; reason: string };
}

/** The demo investor's deal: well advanced, the owner's last message not yet read by the investor. */
export const DEMO_INVESTOR_DEAL: DealSeed = {
  moves: [
    { to: 'in_discussion', by: 'investor', beforeMessage: 1 },
    { to: 'due_diligence', by: 'owner', beforeMessage: 5 },
  ],
  messages: [
    { from: 'investor', body: 'Hello {owner}, thank you for connecting. {company} is a strong fit for our technology portfolio. How does your recurring revenue split between {hq} and the rest of the GCC?' },
    { from: 'owner', body: 'Thank you, {investor}. About 70% of our subscription revenue comes from {hq}, 20% from Saudi Arabia and the rest from Bahrain and Oman. Most contracts are annual, invoiced quarterly.' },
    { from: 'investor', body: 'Helpful. For the {ask} you are raising for {equity}%, what would the money go to first?' },
    { from: 'owner', body: 'Two things: a four-person sales team in Riyadh, and moving our hosting to an in-country cloud region for the banking clients that require data residency. I can share the use-of-funds breakdown.' },
    { from: 'investor', body: 'Please do. We would like to start due diligence: audited accounts for 2023 and 2024, the customer contracts above USD 30,000 a year, and the cap table.' },
    { from: 'owner', body: 'I have moved us to Due diligence. The audited accounts and the cap table are in our documents now; the contracts will take a couple of days, as two of them need the client’s consent.' },
    { from: 'owner', body: 'One more thing: our auditor is happy to take a call with your team next week if that helps.' },
  ],
};

/** The demo owner's deal: in discussion, the investor's last message not yet read by the owner. */
export const DEMO_OWNER_DEAL: DealSeed = {
  moves: [{ to: 'in_discussion', by: 'owner', beforeMessage: 2 }],
  messages: [
    { from: 'owner', body: 'Hello {investor}, thank you for your interest in {company}. Happy to answer any questions before we set up a call.' },
    { from: 'investor', body: 'Thank you, {owner}. We back managed-services businesses across the Gulf. What share of your revenue is recurring, and how concentrated are your customers?' },
    { from: 'owner', body: 'Around 80% is recurring, under one- to three-year managed-services contracts. Our five largest customers make up 38% of revenue; the largest, a Dubai logistics group, is 11%.' },
    { from: 'investor', body: 'That concentration is reasonable. Is {ask} for {equity}% a firm price, or open to discussion depending on the structure?' },
    { from: 'owner', body: 'We are open on structure. Part of it could depend on reaching AED 30M in annual recurring revenue within 24 months.' },
    { from: 'investor', body: 'That could work for us. Could we book a call on Sunday or Monday, Dubai time, with your CFO as well?' },
  ],
};

const FAR_EXPIRY = '2027-06-30';

/** A letter of intent signed by the owner (issue 50): the deal at "LOI signed", its business "Under offer". */
export const SIGNED_LOI_DEAL: DealSeed = {
  moves: [
    { to: 'in_discussion', by: 'investor', beforeMessage: 1 },
    { to: 'due_diligence', by: 'owner', beforeMessage: 2 },
    { to: 'offer_made', by: 'investor', beforeMessage: 3 },
    { to: 'loi_signed', by: 'owner', beforeMessage: 4 },
  ],
  offers: [{
    by: 'investor', state: 'accepted', beforeMessage: 3,
    terms: {
      kind: 'loi', scope: 'whole', currency: 'USD', price: 4_200_000, payment: [{ kind: 'cash', percent: 80 }, { kind: 'earn_out', percent: 20, measure: 'Revenue above USD 3M in the first year', months: 12 }],
      conditions: ['due_diligence', 'key_staff'], exclusivity_days: 60, expires_on: FAR_EXPIRY, note: 'Subject to confirmatory due diligence on the top ten customer contracts.',
    },
  }],
  messages: [
    { from: 'investor', body: 'Thank you for connecting, {owner}. We have followed {company} for a while; could we look at the last three years of accounts?' },
    { from: 'owner', body: 'Of course, {investor}. They are in our documents, with the management accounts for this year.' },
    { from: 'investor', body: 'We have what we need for an offer. You will find our letter of intent in the room, for the whole business.' },
    { from: 'investor', body: 'The earn-out is there to share the upside of the new contracts; happy to talk it through.' },
    { from: 'owner', body: 'Signed. Our lawyers will send the share purchase agreement draft within the exclusivity period.' },
  ],
};

/** The other introduced pairs: one with a countered offer awaiting an answer and a reported message, one closed. */
export const OTHER_DEALS: readonly DealSeed[] = [
  {
    moves: [{ to: 'in_discussion', by: 'investor', beforeMessage: 1 }, { to: 'offer_made', by: 'investor', beforeMessage: 4 }],
    offers: [
      {
        by: 'investor', state: 'countered', beforeMessage: 4,
        terms: {
          kind: 'ioi', scope: 'stake', stake_percent: 30, stake_form: 'shares', currency: 'AED', price_min: 4_000_000, price_max: 5_000_000,
          payment: [{ kind: 'cash', percent: 100 }], conditions: ['due_diligence'], exclusivity_days: 30, expires_on: FAR_EXPIRY,
        },
      },
      {
        by: 'owner', state: 'open', beforeMessage: 4,
        terms: {
          kind: 'loi', scope: 'stake', stake_percent: 25, stake_form: 'shares', currency: 'AED', price: 5_000_000,
          payment: [{ kind: 'cash', percent: 70 }, { kind: 'deferred', percent: 30 }], conditions: ['due_diligence'], exclusivity_days: 30, expires_on: FAR_EXPIRY,
          note: 'A smaller stake at the top of your range, a third of it paid a year after completion.',
        },
      },
    ],
    messages: [
      { from: 'investor', body: 'Good morning {owner}. We are interested in the expansion plans of {company}. How busy are your current lines?' },
      { from: 'owner', body: 'Good morning {investor}. We run at about 85% on two shifts; the expansion adds a third line for food-grade packaging.' },
      { from: 'investor', body: 'To secure exclusivity I need a refundable deposit of AED 25,000 transferred to my personal account today. Send it and I will give you my WhatsApp number so we can continue there.' },
      { from: 'owner', body: 'We do not pay deposits to investors, and we would rather keep the discussion here.' },
    ],
    report: { message: 2, reason: 'Asks for a deposit to a personal account and to move the conversation off the platform.' },
  },
  {
    moves: [
      { to: 'in_discussion', by: 'investor', beforeMessage: 0 },
      { to: 'closed_lost', by: 'investor', beforeMessage: 2, reason: 'The ticket is above our current fund’s limit for a single company.' },
    ],
    messages: [
      { from: 'investor', body: 'Thanks for connecting, {owner}. Could you share the last two years of revenue by customer segment?' },
      { from: 'owner', body: 'Of course, it is in our documents now. Let me know if anything is unclear.' },
    ],
  },
];
