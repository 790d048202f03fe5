import { defineSiteConfig } from './src/config/site-schema';

/**
 * The whole site, declared once: company facts, offices, navigation, and every route with its SEO.
 * Validated by src/config/site-schema.ts at build and dev start; a mistake names the field.
 */
export default defineSiteConfig({
  company: {
    name: 'Nexlink IT Solutions',
    legalName: 'Nexlink IT Solutions Ltd',
    email: 'hello@nexlinkit.co.uk',
    url: 'https://www.nexlinkit.co.uk',
    logo: '/images/logo.svg',
    description:
      'Nexlink IT Solutions designs, builds and runs cloud platforms, networks, servers and websites for businesses in the United Kingdom and Nepal.',
    registration: 'Nexlink IT Solutions Ltd is a company registered in England and Wales, company number 14872365.',
    copyright: '© 2025 Nexlink IT Solutions Ltd. All rights reserved.',
    social: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/nexlink-it-solutions' },
      { label: 'Facebook', url: 'https://www.facebook.com/nexlinkit' },
      { label: 'X', url: 'https://x.com/nexlinkit' },
    ],
  },
  offices: [
    {
      city: 'London',
      name: 'London Office',
      streetAddress: '71-75 Shelton Street, Covent Garden',
      addressLocality: 'London',
      postalCode: 'WC2H 9JQ',
      addressCountry: 'GB',
      telephone: '+44 20 3880 4120',
    },
    {
      city: 'Kent',
      name: 'Kent Office',
      streetAddress: '12 Mill Street',
      addressLocality: 'Maidstone',
      addressRegion: 'Kent',
      postalCode: 'ME15 6XH',
      addressCountry: 'GB',
      telephone: '+44 1622 801 540',
    },
    {
      city: 'Kathmandu',
      name: 'Kathmandu Office',
      streetAddress: 'Durbar Marg 14',
      addressLocality: 'Kathmandu',
      addressRegion: 'Bagmati',
      postalCode: '44600',
      addressCountry: 'NP',
      telephone: '+977 1-4221540',
    },
  ],
  areaServed: ['United Kingdom', 'Nepal'],
  seo: {
    defaultImage: '/images/og-default.png',
    dateModified: '2024-01-01',
    twitter: '@nexlinkit',
  },
  navigation: {
    header: [
      { label: 'Services', to: '/services' },
      { label: 'About Us', to: '/about' },
      { label: 'Career', to: '/career' },
      { label: 'Connect', to: '/connect' },
    ],
    // The services dropdown's groups; the catalogue (content/services.json) lists the same pages with more words.
    services: [
      {
        label: 'Cloud Computing Solutions',
        links: [
          { label: 'Cloud Services', to: '/cloud-services' },
          { label: 'Cloud Storage & Backup', to: '/cloud-storage-backup' },
          { label: 'Cloud Migration', to: '/cloud-migration' },
        ],
      },
      {
        label: 'Website Development',
        links: [
          { label: 'Custom Development', to: '/custom-development' },
          { label: 'WordPress Development', to: '/wordpress-development' },
          { label: 'E-commerce Development', to: '/ecommerce-development' },
        ],
      },
      {
        label: 'Managed IT Solutions',
        links: [
          { label: 'Server Setup & Management', to: '/server-setup' },
          { label: 'Network Design & Implementation', to: '/network-design' },
          { label: 'VPN Setup & Management', to: '/vpn-setup' },
          { label: 'Firewall Installation & Management', to: '/firewall' },
          { label: 'System Upgrade & Patch Management', to: '/system-upgrade' },
          { label: 'IT Support', to: '/it-support' },
        ],
      },
    ],
    mobile: [
      { label: 'About Us', to: '/about' },
      { label: 'Services', to: '/services' },
      { label: 'Connect', to: '/connect' },
      { label: 'Career', to: '/career' },
    ],
    footer: [
      { label: 'Home', to: '/' },
      { label: 'About Us', to: '/about' },
      { label: 'Connect', to: '/connect' },
      { label: 'Services', to: '/services' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'T & C', to: '/terms-conditions' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
  routes: [
    {
      path: '/',
      title: 'IT Services, Cloud and Web Development in the UK and Nepal',
      description:
        'Cloud, networks, servers, websites and IT support for businesses in the UK and Nepal. Practical engineering, clear pricing, a reply within one business day.',
      keywords: ['IT services', 'managed IT', 'cloud services', 'web development', 'IT support UK', 'IT company Nepal'],
      page: { content: 'home' },
      structuredData: ['OfferCatalog'],
    },
    {
      path: '/about',
      title: 'About Us',
      description:
        'Meet Nexlink IT Solutions: engineers in London, Kent and Kathmandu who build and run dependable IT for small and growing businesses.',
      keywords: ['about Nexlink', 'IT company', 'UK and Nepal IT team'],
      page: { content: 'about' },
      structuredData: ['AboutPage'],
    },
    {
      path: '/services',
      title: 'Our Services',
      description:
        'Twelve IT services in three groups: cloud computing, website development and managed IT. Find the one that fits your business and request a quote.',
      keywords: ['IT services', 'cloud computing', 'website development', 'managed IT services'],
      page: { content: 'services' },
      structuredData: ['OfferCatalog'],
    },
    {
      path: '/cloud-services',
      title: 'Cloud Services',
      description:
        'AWS, Azure and Google Cloud designed, deployed and managed for your business: right-sized, secure and monitored around the clock.',
      keywords: ['cloud services', 'AWS', 'Azure', 'Google Cloud', 'managed cloud'],
      page: { content: 'cloud-services' },
      structuredData: ['Service'],
    },
    {
      path: '/cloud-storage-backup',
      title: 'Cloud Storage and Backup',
      description:
        'Encrypted, versioned cloud backup for files, databases and Microsoft 365, with tested restores and clear recovery times.',
      keywords: ['cloud backup', 'cloud storage', 'disaster recovery', 'Microsoft 365 backup'],
      page: { content: 'cloud-storage-backup' },
      structuredData: ['Service'],
    },
    {
      path: '/cloud-migration',
      title: 'Cloud Migration',
      description:
        'Move servers and applications to the cloud or a hybrid setup with a tested plan, a rollback path and minimal downtime for your team.',
      keywords: ['cloud migration', 'hybrid cloud', 'server migration', 'AWS migration'],
      page: { content: 'cloud-migration' },
      structuredData: ['Service'],
    },
    {
      path: '/custom-development',
      title: 'Website Development',
      description:
        'Custom websites and web applications built with React and Node.js: responsive, fast, accessible and maintained after launch.',
      keywords: ['website development', 'custom web development', 'React developers', 'web applications'],
      page: { content: 'custom-development' },
      structuredData: ['Service'],
    },
    {
      path: '/wordpress-development',
      title: 'WordPress Development',
      description:
        'WordPress sites with custom themes and plugins that are user-friendly, SEO-friendly and scalable. Simple sites in 2-3 weeks.',
      keywords: ['WordPress development', 'WordPress agency', 'custom WordPress theme'],
      page: { content: 'wordpress-development' },
      structuredData: ['Service'],
    },
    {
      path: '/ecommerce-development',
      title: 'E-commerce Development',
      description:
        'Online shops on our JavaScript full-stack e-commerce platform, customised for your catalogue, payments and delivery in up to one month.',
      keywords: ['e-commerce development', 'online shop', 'MERN e-commerce', 'payment integration'],
      page: { content: 'ecommerce-development' },
      structuredData: ['Service'],
    },
    {
      path: '/server-setup',
      title: 'Server Setup and Management',
      description:
        'Windows and Linux servers installed, hardened, monitored and patched, on your premises or in the cloud, by engineers who document everything.',
      keywords: ['server setup', 'server management', 'Windows Server', 'Linux server'],
      page: { content: 'server-setup' },
      structuredData: ['Service'],
    },
    {
      path: '/network-design',
      title: 'Network Design and Implementation',
      description:
        'Office networks planned and built end to end: cabling, switching, routing, enterprise Wi-Fi and segmentation that keeps your data safe.',
      keywords: ['network design', 'network installation', 'enterprise Wi-Fi', 'structured cabling'],
      page: { content: 'network-design' },
      structuredData: ['Service'],
    },
    {
      path: '/vpn-setup',
      title: 'VPN Setup and Management',
      description:
        'Site-to-site and remote-access VPNs configured and managed so your staff reach company systems securely from anywhere.',
      keywords: ['VPN setup', 'business VPN', 'remote access', 'site-to-site VPN'],
      page: { content: 'vpn-setup' },
      structuredData: ['Service'],
    },
    {
      path: '/firewall',
      title: 'Firewall Installation and Management',
      description:
        'Standalone firewall appliances installed, configured and monitored, with rules reviewed and firmware kept current against new threats.',
      keywords: ['firewall installation', 'managed firewall', 'network security'],
      page: { content: 'firewall' },
      structuredData: ['Service'],
    },
    {
      path: '/system-upgrade',
      title: 'System Upgrade and Patch Management',
      description:
        'Operating system and application patches tested and rolled out on a schedule, so security fixes arrive without disrupting your work.',
      keywords: ['patch management', 'system upgrade', 'Windows updates', 'vulnerability management'],
      page: { content: 'system-upgrade' },
      structuredData: ['Service'],
    },
    {
      path: '/it-support',
      title: 'IT Support',
      description:
        'Remote and on-site IT support with clear response times, a help desk your staff can reach, and engineers who know your systems.',
      keywords: ['IT support', 'help desk', 'on-site IT support', 'remote IT support'],
      page: { content: 'it-support' },
      structuredData: ['Service'],
    },
    {
      path: '/blog',
      title: 'Blog',
      description: 'Practical articles on cloud computing, VPNs and network design from the engineers at Nexlink IT Solutions.',
      keywords: ['IT blog', 'cloud computing articles', 'network design guide'],
      page: { content: 'blog' },
      structuredData: ['Blog'],
    },
    {
      path: '/blog/aws',
      title: 'The Benefits of AWS for Your Business',
      description:
        'How Amazon Web Services helps businesses scale, save money and improve security, and what to plan for before you move.',
      keywords: ['AWS benefits', 'Amazon Web Services', 'cloud for business'],
      page: { content: 'blog-aws' },
      structuredData: ['BlogPosting'],
    },
    {
      path: '/blog/vpn',
      title: 'The Benefits of a VPN for Your Business',
      description:
        'Why a business VPN protects remote staff, branch offices and customer data, and how to choose and run one well.',
      keywords: ['business VPN', 'VPN benefits', 'remote work security'],
      page: { content: 'blog-vpn' },
      structuredData: ['BlogPosting'],
    },
    {
      path: '/blog/network-design',
      title: 'How to Choose the Right Network Design',
      description:
        'A practical guide to choosing a network design: topologies, capacity, security, Wi-Fi and growth, for offices of every size.',
      keywords: ['network design', 'network topology', 'office network planning'],
      page: { content: 'blog-network-design' },
      structuredData: ['BlogPosting'],
    },
    {
      path: '/career',
      aliases: ['/careers'],
      canonical: '/careers',
      title: 'Career',
      description:
        'Join Nexlink IT Solutions in London, Kent or Kathmandu. We hire designers, marketers, developers and DevOps engineers.',
      keywords: ['IT jobs', 'careers', 'developer jobs Nepal', 'DevOps jobs UK'],
      page: { content: 'career' },
    },
    {
      path: '/connect',
      aliases: ['/contact'],
      title: 'Connect With Us',
      description:
        'Contact Nexlink IT Solutions in London, Kent or Kathmandu. Send us a message and we will reply within one business day.',
      keywords: ['contact', 'IT company London', 'IT company Kathmandu'],
      page: { content: 'connect' },
      structuredData: ['ContactPage'],
    },
    {
      path: '/privacy',
      aliases: ['/privacy-policy'],
      canonical: '/privacy-policy',
      title: 'Privacy Policy',
      description:
        'How Nexlink IT Solutions collects, uses, shares and protects personal information, and the rights you have over your data.',
      keywords: ['privacy policy', 'data protection', 'UK GDPR'],
      page: { content: 'privacy' },
    },
    {
      path: '/terms-conditions',
      title: 'Terms and Conditions',
      description:
        'The terms that govern the use of the Nexlink IT Solutions website and services, including licence, disclaimers and governing law.',
      keywords: ['terms and conditions', 'terms of use'],
      page: { content: 'terms-conditions' },
    },
    {
      path: '/cookies',
      title: 'Cookie Policy',
      description:
        'Which cookies the Nexlink IT Solutions website uses, why, for how long, and how you can control them in your browser or our banner.',
      keywords: ['cookie policy', 'cookies', 'cookie settings'],
      page: { content: 'cookies' },
    },
    {
      path: '/quote',
      title: 'Request a Quote',
      description:
        'Request a quote for IT services in the United Kingdom (pricing in GBP) or Nepal (pricing in NPR). We answer within one business day.',
      keywords: ['IT quote', 'request a quote', 'IT services pricing'],
      page: { content: 'quote' },
    },
    {
      path: '/quote-uk',
      title: 'Request a Quote: UK Services',
      description:
        'Tell us about your project in the United Kingdom and get a quote in GBP. Pricing is not fixed; we reply within one business day.',
      keywords: ['IT quote UK', 'IT services pricing GBP'],
      page: { content: 'quote-uk' },
    },
    {
      path: '/quote-nepal',
      title: 'Request a Quote: Nepal Services',
      description:
        'Tell us about your project in Nepal and get a quote in NPR. Pricing is not fixed; we reply within one business day.',
      keywords: ['IT quote Nepal', 'IT services pricing NPR'],
      page: { content: 'quote-nepal' },
    },
    {
      path: '/search',
      title: 'Search',
      description:
        'Search the Nexlink IT Solutions website: our services, offices and articles on cloud, networks, VPNs and security.',
      // Results pages are answers to one visitor's query, not pages of the site: kept out of indexes and the sitemap.
      page: { content: 'search' },
      noindex: true,
    },
    {
      path: '/login',
      title: 'Login',
      description: 'Sign in to the Nexlink IT Solutions administration area to manage blog posts and read enquiries.',
      page: { content: 'login' },
      noindex: true,
    },
    {
      path: '/register',
      title: 'Register',
      description: 'Create the administrator account for the Nexlink IT Solutions website administration area.',
      page: { content: 'register' },
      noindex: true,
    },
    {
      path: '/admin',
      title: 'Admin Panel',
      description: 'The Nexlink IT Solutions administration area: blog posts, quote requests, messages and applications.',
      page: { screen: 'admin' },
      noindex: true,
    },
  ],
});
