import { HttpResponse, http } from 'msw';
import { GetCompanyResponse } from '../../src-generated/zod/company/company.zod';
import { api, tokenEmail, unauthorized } from '../auth';
import { schemaExample } from '../examples';

const company = GetCompanyResponse.parse(schemaExample('Company'));

export const companyHandlers = [
  http.get(api('/company'), ({ request }) =>
    tokenEmail(request) ? HttpResponse.json(company) : unauthorized(),
  ),
];
