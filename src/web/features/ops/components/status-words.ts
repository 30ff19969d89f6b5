/** A status as the console writes it: the API's word with spaces ('partially refunded'). */
export const statusWords = (status: string) => status.replaceAll('_', ' ');
