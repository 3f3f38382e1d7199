import fc from 'fast-check';
import { DEMO_ROLES } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import type { Role, User } from '@estudio/domain/accounts';
import type { Brand } from '@estudio/domain/brands';
import { describe, expect, it } from 'vitest';
import { planBrandImport, validateBrandRows, BRAND_COLUMNS } from './brands-import.js';
import { jsonElementLines, readRecords, splitList } from './records.js';
import { ROLE_COLUMNS, planRoleImport, validateRoleRows } from './roles-import.js';
import { USER_COLUMNS, planUserImport, validateUserRows } from './users-import.js';

const roles: Role[] = DEMO_ROLES.map((role) => ({ ...role, permissions: [...role.permissions], timestamp: null }));
const user = (uid: string, email: string, role: string, status: User['status'] = 'active'): User => ({
  uid,
  email,
  firstName: uid,
  lastName: '',
  role,
  status,
  createdAt: null,
  lastLoginAt: null,
});
const users = [user('ana', 'Ana@Estudio.test', 'disenador'), user('ex', 'ex@estudio.test', 'disenador', 'disabled')];
const brands: Brand[] = [
  { id: 'b1', brandName: 'Café Andino', owner: 'ana', allowedUsers: ['otra@estudio.test'] },
  { id: 'b2', brandName: 'Quetzal', owner: 'ana' },
];
const csv = (text: string, columns = USER_COLUMNS) => readRecords(text, 'csv', columns);

describe('reading import files', () => {
  it('refuses a row whose values hold control characters, by its line, before anything is planned', () => {
    const read = csv(
      'email,firstName,lastName,role\nana@x.co,Ana\u001b[31m,Ruiz,Diseñador\nbeto@x.co,Beto,Gil,Diseñador\n',
    );
    expect(read.records.map((record) => record.line)).toEqual([3]);
    expect(read.errors).toEqual([{ line: 2, reason: 'caracteres de control en: firstName' }]);
    const json = readRecords(
      '[{"email": "c@x.co", "role": "Rol\\u202e", "brands": ["A", "B\\u0007"]}]',
      'json',
      USER_COLUMNS,
    );
    expect(json.errors).toEqual([{ line: 1, reason: 'caracteres de control en: role, brands' }]);
  });

  it('reports missing and unknown columns at the header', () => {
    expect(csv('email,rol\nx,y').errors).toEqual([
      { line: 1, reason: 'faltan columnas obligatorias: role' },
      { line: 1, reason: 'columnas desconocidas: rol (válidas: email, role, firstName, lastName, brands)' },
    ]);
    expect(csv('').errors).toEqual([{ line: 1, reason: 'el archivo está vacío' }]);
    expect(csv('email,role\n"x,y').errors[0]?.line).toBe(2);
  });

  it('reports a row with the wrong number of columns and keeps the others', () => {
    const read = csv('email,role\na@x.co,r\nb@x.co\nc@x.co,r');
    expect(read.errors).toEqual([{ line: 3, reason: 'la fila tiene 1 columnas y la cabecera 2' }]);
    expect(read.records.map((record) => record.line)).toEqual([2, 4]);
  });

  it('finds the line of each element of a JSON list', () => {
    expect(jsonElementLines('[\n {"a": "x,]\\"{"},\n\n {"b": [1,\n2]}, {"c": 3}\n]')).toEqual([2, 4, 5]);
    const read = readRecords('[\n{"email": "a@x.co", "role": "r"},\n{"email": 1},\n[]\n]', 'json', USER_COLUMNS);
    expect(read.errors).toEqual([
      {
        line: 3,
        reason: "el campo 'email' debe ser texto o una lista de textos; faltan campos obligatorios: email, role",
      },
      { line: 4, reason: 'el elemento no es un objeto' },
    ]);
    expect(readRecords('{"a":1}', 'json', USER_COLUMNS).errors[0]?.reason).toBe(
      'se esperaba una lista JSON de objetos',
    );
    expect(readRecords('[', 'json', USER_COLUMNS).errors[0]?.reason).toMatch(/^JSON no válido/);
  });

  it('property: a JSON list written one element per line reports each element on its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))), { maxLength: 8 }),
        (items) => {
          const text = `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`;
          expect(jsonElementLines(text)).toEqual(items.map((_, index) => index + 2));
        },
      ),
    );
  });

  it('splits list cells on ; or |', () => {
    expect(splitList(' a ; b|c ;; ')).toEqual(['a', 'b', 'c']);
    expect(splitList(['x ', ''])).toEqual(['x']);
  });
});

describe('users import', () => {
  const validate = (text: string) => validateUserRows(csv(text).records, { users, roles, brands });

  it('reports every problem of a row on its line', () => {
    const { rows, errors } = validate(
      [
        'email,role,brands',
        'nueva@estudio.test,Diseñador,café andino',
        'malo,Astronauta,',
        'NUEVA@estudio.test,disenador,',
        'ex@estudio.test,Diseñador,Quetzal',
        ',,Nada',
      ].join('\n'),
    );
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(errors).toEqual([
      {
        line: 3,
        reason: `el rol 'Astronauta' no existe (roles: ${roles.map((r) => r.name).join(', ')}); ${Messages.endpoints.invalidEmail} ('malo')`,
      },
      { line: 4, reason: 'correo repetido: ya está en la línea 2' },
      { line: 5, reason: 'el usuario está deshabilitado: solo los usuarios activos reciben acceso a marcas' },
      { line: 6, reason: "falta el rol; falta el correo; la marca 'Nada' no existe" },
    ]);
  });

  it('plans creates, updates and grants, and nothing once applied', () => {
    const { rows } = validate(
      'email,firstName,role,brands\nnueva@x.co,N,Estratega,Café Andino|Quetzal\nana@estudio.test,,Estratega,Café Andino\n',
    );
    const plan = planUserImport(rows);
    expect(plan.users.map((item) => item.action)).toEqual(['create', 'update']);
    expect(plan.users[1]).toMatchObject({ changes: { role: { id: 'estratega' } } });
    expect(plan.grants.map((grant) => [grant.brand.id, grant.added])).toEqual([
      ['b1', ['nueva@x.co', 'Ana@Estudio.test']],
      ['b2', ['nueva@x.co']],
    ]);

    // The state after applying: the users exist with those roles, the brands hold the grants.
    const after = {
      users: [
        ...users.map((u) => (u.uid === 'ana' ? { ...u, role: 'estratega' } : u)),
        { ...user('n', 'nueva@x.co', 'estratega'), firstName: 'N' },
      ],
      roles,
      brands: brands.map((brand) => ({
        ...brand,
        allowedUsers: plan.grants.find((g) => g.brand.id === brand.id)?.allowedUsers ?? brand.allowedUsers,
      })),
    };
    const again = planUserImport(
      validateUserRows(
        csv(
          'email,firstName,role,brands\nnueva@x.co,N,Estratega,Café Andino|Quetzal\nana@estudio.test,,Estratega,Café Andino\n',
        ).records,
        after,
      ).rows,
    );
    expect(again.users.map((item) => item.action)).toEqual(['unchanged', 'unchanged']);
    expect(again.grants).toEqual([]);
    expect(again.grantsUnchanged).toBe(3);
  });
});

describe('roles import', () => {
  it('refuses unknown codes listing the valid ones, and plans by name', () => {
    const { rows, errors } = validateRoleRows(
      csv('name,permissions\nestratega,estrategia;metricas\nNuevo,volar\nOtro,metricas\n', ROLE_COLUMNS).records,
      roles,
    );
    expect(errors[0]).toEqual({
      line: 3,
      reason: expect.stringMatching(/^códigos de permiso desconocidos: volar\. Válidos: acceso_total, /),
    });
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    const plan = planRoleImport(rows);
    expect(plan.map((item) => item.action)).toEqual(['update', 'create']);
    const sameCodes = validateRoleRows(
      csv(`name,permissions\nDiseñador,${[...(roles[2]?.permissions ?? [])].reverse().join('|')}`, ROLE_COLUMNS)
        .records,
      roles,
    );
    expect(planRoleImport(sameCodes.rows).map((item) => item.action)).toEqual(['unchanged']);
  });
});

describe('brands import', () => {
  it('checks names, owners, statuses and that only active users get access', () => {
    const { rows, errors } = validateBrandRows(
      csv(
        'brandName,ownerEmail,status,allowedUsers\nNueva,ana@estudio.test,,ana@estudio.test\n,nadie@x.co,x,ex@estudio.test\nQuetzal,,disabled,\n',
        BRAND_COLUMNS,
      ).records,
      { brands, users },
    );
    expect(errors).toEqual([
      {
        line: 3,
        reason: `${Messages.brand.nameRequired}; el dueño 'nadie@x.co' no es un usuario; estado 'x' no válido (active o disabled); 'ex@estudio.test' no es un usuario activo: solo ellos reciben acceso`,
      },
    ]);
    const plan = planBrandImport(rows);
    expect(plan.map((item) => item.action)).toEqual(['create', 'update']);
    expect(plan[1]).toMatchObject({ changes: { status: 'disabled' } });
  });

  it('takes a metrics link only over https, as the console does, and names the line', () => {
    const { rows, errors } = validateBrandRows(
      csv(
        'brandName,linkMetrics\nUna,https://app.metricool.com/x\nDos,http://app.metricool.com/x\nTres,javascript:alert(1)\n',
        BRAND_COLUMNS,
      ).records,
      { brands, users },
    );
    expect(rows.map((row) => row.linkMetrics)).toEqual(['https://app.metricool.com/x']);
    expect(errors).toEqual([
      { line: 3, reason: `linkMetrics: ${Messages.urls.httpsOnly}` },
      { line: 4, reason: `linkMetrics: ${Messages.urls.httpsOnly}` },
    ]);
  });
});
