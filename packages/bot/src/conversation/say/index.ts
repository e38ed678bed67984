/**
 * The bot's Spanish, in one home: every text the bot says is built here (a lint rule keeps prose out of
 * the other files). Each file holds one part of the conversation; this index is what the turns import as
 * `say`.
 */
export * from './replies';
export * from './reading-layout';
