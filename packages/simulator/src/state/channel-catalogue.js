/** Fictional channels, a few per category and spread over countries, so a new user's first search finds something. */
const CATALOGUE = [
    {
        name: 'Daily Brief',
        description: 'The morning news in five minutes, every weekday',
        categories: ['NEWS'],
        countryCode: 'US',
    },
    {
        name: 'World Desk',
        description: 'International news and analysis from our correspondents',
        categories: ['NEWS'],
        countryCode: 'GB',
    },
    {
        name: 'Notícias Agora',
        description: 'Notícias do Brasil e do mundo, ao vivo',
        categories: ['NEWS'],
        countryCode: 'BR',
    },
    { name: 'Bharat Headlines', description: 'Breaking news from across India', categories: ['NEWS'], countryCode: 'IN' },
    {
        name: 'Lagos Today',
        description: 'City news, traffic and weather for Lagos',
        categories: ['NEWS', 'LIFESTYLE'],
        countryCode: 'NG',
    },
    {
        name: 'Tagesblick',
        description: 'Nachrichten aus Deutschland, kurz und klar',
        categories: ['NEWS'],
        countryCode: 'DE',
    },
    {
        name: 'Market Pulse',
        description: 'Stocks, currencies and the business news that moves them',
        categories: ['BUSINESS', 'NEWS'],
        countryCode: 'US',
    },
    {
        name: 'Startup Notes',
        description: 'Founders, funding rounds and product launches',
        categories: ['BUSINESS'],
        countryCode: 'GB',
    },
    {
        name: 'Pequeños Negocios',
        description: 'Consejos para emprendedores y pequeñas empresas',
        categories: ['BUSINESS'],
        countryCode: 'MX',
    },
    {
        name: 'Rupee Watch',
        description: 'Personal finance and markets for Indian investors',
        categories: ['BUSINESS'],
        countryCode: 'IN',
    },
    {
        name: 'Cape Trade Weekly',
        description: 'Business and trade news from South Africa',
        categories: ['BUSINESS', 'NEWS'],
        countryCode: 'ZA',
    },
    {
        name: 'Matchday Live',
        description: 'Football scores, goals and transfer news',
        categories: ['SPORTS'],
        countryCode: 'GB',
    },
    {
        name: 'Futebol Total',
        description: 'Tudo sobre o futebol brasileiro e os seus craques',
        categories: ['SPORTS'],
        countryCode: 'BR',
    },
    {
        name: 'Cricket Corner',
        description: 'Live cricket scores and match analysis',
        categories: ['SPORTS'],
        countryCode: 'IN',
    },
    {
        name: 'Hoops Nation',
        description: 'Basketball highlights, trades and stats',
        categories: ['SPORTS'],
        countryCode: 'US',
    },
    {
        name: 'Liga en Directo',
        description: 'Fútbol español: resultados, fichajes y opinión',
        categories: ['SPORTS'],
        countryCode: 'ES',
    },
    {
        name: 'Run Club Berlin',
        description: 'Weekly runs, races and training plans',
        categories: ['SPORTS', 'LIFESTYLE'],
        countryCode: 'DE',
    },
    {
        name: 'Cinema Tonight',
        description: 'Film reviews, trailers and what to watch this weekend',
        categories: ['ENTERTAINMENT'],
        countryCode: 'US',
    },
    {
        name: 'Nollywood Buzz',
        description: 'Movies, stars and premieres from Nollywood',
        categories: ['ENTERTAINMENT', 'PEOPLE'],
        countryCode: 'NG',
    },
    {
        name: 'Bollywood Beats',
        description: 'Music, trailers and gossip from Bollywood',
        categories: ['ENTERTAINMENT'],
        countryCode: 'IN',
    },
    {
        name: 'Série Mania',
        description: 'Les séries du moment, critiques et nouveautés',
        categories: ['ENTERTAINMENT'],
        countryCode: 'FR',
    },
    {
        name: 'Anime Daily',
        description: 'New episodes, manga releases and fan art',
        categories: ['ENTERTAINMENT'],
        countryCode: 'JP',
    },
    {
        name: 'Música Nueva',
        description: 'Los estrenos musicales de la semana',
        categories: ['ENTERTAINMENT'],
        countryCode: 'MX',
    },
    {
        name: 'Home Kitchen',
        description: 'Easy recipes for every day of the week',
        categories: ['LIFESTYLE'],
        countryCode: 'US',
    },
    {
        name: 'Cucina di Casa',
        description: 'Ricette della tradizione italiana',
        categories: ['LIFESTYLE'],
        countryCode: 'IT',
    },
    {
        name: 'Travel Light',
        description: 'Cheap flights, travel tips and hidden places',
        categories: ['LIFESTYLE'],
        countryCode: 'GB',
    },
    {
        name: 'Jardin Facile',
        description: 'Le jardinage au fil des saisons',
        categories: ['LIFESTYLE'],
        countryCode: 'FR',
    },
    {
        name: 'Jakarta Eats',
        description: 'Street food and restaurant news from Jakarta',
        categories: ['LIFESTYLE'],
        countryCode: 'ID',
    },
    {
        name: 'Fit in Ten',
        description: 'Ten-minute workouts and healthy habits',
        categories: ['LIFESTYLE', 'SPORTS'],
        countryCode: 'BR',
    },
    {
        name: 'City Library',
        description: 'Events, new books and opening hours of the public library',
        categories: ['ORGANIZATIONS'],
        countryCode: 'US',
    },
    {
        name: 'Red Relief',
        description: 'Humanitarian updates and how to volunteer',
        categories: ['ORGANIZATIONS', 'NEWS'],
        countryCode: 'EG',
    },
    {
        name: 'Ocean Watch',
        description: 'A nonprofit protecting coasts and marine life',
        categories: ['ORGANIZATIONS'],
        countryCode: 'ZA',
    },
    {
        name: 'Universidad Abierta',
        description: 'Cursos gratuitos y noticias del campus',
        categories: ['ORGANIZATIONS'],
        countryCode: 'ES',
    },
    {
        name: 'Ana Ribeiro',
        description: 'Chef and author: recipes and stories from my kitchen',
        categories: ['PEOPLE', 'LIFESTYLE'],
        countryCode: 'BR',
    },
    {
        name: 'Kenji Sato',
        description: 'Photographer: daily pictures of Tokyo',
        categories: ['PEOPLE'],
        countryCode: 'JP',
    },
    {
        name: 'Maya Patel',
        description: 'Comedian: tour dates and behind the scenes',
        categories: ['PEOPLE', 'ENTERTAINMENT'],
        countryCode: 'IN',
    },
    {
        name: 'Lukas Weber',
        description: 'Marathon runner: training diary and race days',
        categories: ['PEOPLE', 'SPORTS'],
        countryCode: 'DE',
    },
];
const DAY_MS = 24 * 3600_000;
/** a number in [min, max] from the seeded ids */
function between(ids, min, max) {
    return min + (Number(ids.digits(9)) % (max - min + 1));
}
/**
 * Adds the catalogue to `channels`. Its ids, invite codes, audiences, verification and ages come from
 * `ids` (a seed of their own, so the catalogue never shifts the server's other ids), its times from `now`.
 */
export function seedCatalogue(channels, ids, now) {
    for (const entry of CATALOGUE) {
        // audiences spread over four orders of magnitude, so the directory's orders differ from the list's
        const outsideSubscribers = Math.round(10 ** (2 + between(ids, 0, 4000) / 1000));
        channels.create({
            ...entry,
            verified: outsideSubscribers > 100_000 || between(ids, 0, 3) === 0,
            outsideSubscribers,
            outsideWeeklyGrowth: between(ids, 0, Math.max(1, Math.round(outsideSubscribers / 50))),
            creation: now - between(ids, 1, 900) * DAY_MS - between(ids, 0, DAY_MS - 1),
        }, ids);
    }
}
//# sourceMappingURL=channel-catalogue.js.map