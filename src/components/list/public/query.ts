/** How a list reads its rows: a page the server pages, an answer the browser pages, any answer. */
export { answerQuery as answer, pagedQuery as paged, unpagedQuery as unpaged } from '../shell/list-query';
