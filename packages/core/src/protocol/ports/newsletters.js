/**
 * WhatsApp's channel-directory categories, as WhatsApp Web's `WAWebNewsletterDirectoryCategoryUtils` lists them
 * (besides numbered SPECIAL_EVENTS slots it fills per occasion, which the engine does not offer).
 */
export const newsletterCategories = [
    'BUSINESS',
    'ENTERTAINMENT',
    'LIFESTYLE',
    'NEWS',
    'ORGANIZATIONS',
    'PEOPLE',
    'SPORTS',
];
/** The directory's lists (WhatsApp Web also knows FEATURED, which only its own home screen asks for). */
export const directoryViews = ['POPULAR', 'RECOMMENDED', 'TRENDING', 'NEW'];
//# sourceMappingURL=newsletters.js.map