/**
 * The team (the demo user and colleagues, pending invitations) and, for agent scenarios, the
 * agent's client companies, their tracked payments and the connected agent apps.
 */
import { PaymentState } from '../../../src-generated/model/paymentState';
import type { TeamMember } from '../../../src-generated/model/teamMember';
import { DEMO_USER } from '../../auth';
import type { Db } from '../schema';
import type { Seeder } from './context';

/** The company's mail domain, for colleagues' addresses. */
export const companyDomain = (db: Db) =>
  db.company.contactInformation?.emailAddress?.split('@')[1] ?? 'example.de';

const colleagues: { firstName?: string; lastName?: string; local: string; role: string }[] = [
  { firstName: 'Jonas', lastName: 'Weber', local: 'jonas.weber', role: 'ADMIN' },
  { firstName: 'Miriam', lastName: 'Koch', local: 'miriam.koch', role: 'USER' },
  { firstName: 'Deniz', lastName: 'Yılmaz', local: 'deniz.yilmaz', role: 'USER' },
  // Shared mailboxes were invited without names.
  { local: 'buchhaltung', role: 'USER' },
  { local: 'vertrieb', role: 'USER' },
];

const pendingInvitations = ['lena.fischer', 'steuerberatung'];

const seedTeam: Seeder = (db, { id, scenario, daysAgo }) => {
  const demo = db.users.find((user) => user.emailAddress === DEMO_USER.emailAddress);
  db.teamMembers.push({
    id: demo?.id ?? id(),
    emailAddress: DEMO_USER.emailAddress,
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    role: 'ADMIN',
  });
  if (scenario.fresh) return;
  const domain = companyDomain(db);
  for (const { local, ...colleague } of colleagues) {
    const member: TeamMember = { id: id(), emailAddress: `${local}@${domain}`, ...colleague };
    db.teamMembers.push(member);
  }
  pendingInvitations.forEach((local, index) => {
    const invitation: TeamMember = { id: id(), emailAddress: `${local}@${domain}`, role: 'USER' };
    db.teamInvitations.push(invitation);
    db.invitations.push({
      id: invitation.id,
      kind: 'TEAM',
      emailAddress: invitation.emailAddress,
      companyName: db.company.name,
      used: false,
      createdDateTimeUTC: daysAgo(3 + index * 9),
    });
  });
};

const clients: { name: string; active: boolean }[] = [
  { name: 'Café Müller UG', active: true },
  { name: 'Metzgerei Huber e.K.', active: false },
  { name: 'Blumenhaus Lindner GmbH', active: true },
  { name: 'Fahrradwerkstatt Krüger', active: true },
  { name: 'Yogastudio Sonnengruß GbR', active: true },
  { name: 'Sportverein Grün-Weiß Hamm e.V.', active: true },
  { name: 'Weinhandlung Becker OHG', active: false },
  { name: 'Praxis Dr. Schäfer', active: true },
];

const purposes = [
  'Rechnung 2026-0412',
  'Mitgliedsbeitrag November',
  'Catering Firmenfeier',
  'Kursgebühr Herbst 2026',
  'Reparatur Auftrag 1187',
  'Blumenabo Oktober',
  'Jahresbeitrag 2026',
  'Weinpaket Weihnachten',
  'Behandlung 14.10.2026',
  'Anzahlung Hochzeitsfloristik',
];

const apps = [
  { applicationId: 'app-kassensystem-nord', applicationName: 'Kassensystem Nord', active: true },
  { applicationId: 'app-vereinsverwaltung-plus', applicationName: 'Vereinsverwaltung Plus', active: true },
  { applicationId: 'app-praxisportal', applicationName: 'Praxisportal (alt)', active: false },
];

const seedAgent: Seeder = (db, { id, faker, scenario, daysAgo }) => {
  if (!scenario.agent || scenario.fresh) return;
  db.connectedApps.push(...apps.map((app) => ({ ...app })));
  for (const client of clients) db.agentClients.push({ id: id(), ...client });
  const states = Object.values(PaymentState);
  const created: string[] = [];
  for (let index = 0; index < 40; index++) created.push(daysAgo(index * 4 + faker.number.int(3)));
  created.forEach((createdDateTimeUTC, index) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const client = clients[index % clients.length] ?? clients[0];
    db.trackedTransactions.push({
      id: id(),
      state: states[index % states.length] ?? 'PENDING',
      agentClientCompanyName: client?.name,
      debitor: {
        firstName,
        lastName,
        emailAddress: faker.internet.email({ firstName, lastName, provider: 'example.de' }).toLowerCase(),
      },
      purpose: purposes[index % purposes.length],
      amount: faker.number.float({ min: 9, max: 1200, fractionDigits: 2 }),
      createdDateTimeUTC,
    });
  });
};

export const seedTeamAgent: Seeder = (db, context) => {
  seedTeam(db, context);
  seedAgent(db, context);
};
