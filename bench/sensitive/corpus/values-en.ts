import type { Faker } from '@faker-js/faker';

const areaCodes = ['212', '415', '312', '617', '206', '303', '404', '512', '702', '305', '213', '646', '718', '202', '503', '612'];

export function enPhone(faker: Faker): string {
  const area = faker.helpers.arrayElement(areaCodes);
  const exchange = `${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(2)}`.replace(/11$/, '21');
  const line = faker.string.numeric(4);
  return faker.helpers.arrayElement([`(${area}) ${exchange}-${line}`, `${area}-${exchange}-${line}`, `+1 ${area} ${exchange} ${line}`, `${area}.${exchange}.${line}`]);
}

export function enAddress(faker: Faker): string {
  return `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`;
}

export function enDate(faker: Faker, from: number, to: number, style?: number): string {
  const date = faker.date.between({ from: `${from}-01-01`, to: `${to}-12-28` });
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const pad = (value: number) => String(value).padStart(2, '0');
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  switch (style ?? faker.number.int(3)) {
    case 0:
      return `${y}-${pad(m)}-${pad(d)}`;
    case 1:
      return `${pad(m)}/${pad(d)}/${y}`;
    case 2:
      return `${month} ${d}, ${y}`;
    default:
      return `${d} ${month.slice(0, 3)} ${y}`;
  }
}

export const ethnicities = ['Hispanic', 'White', 'Black', 'Asian', 'African American', 'Pacific Islander', 'Native American', 'Two or more races', 'Latino'];
export const nationalitiesEn = ['Japanese', 'Mexican', 'Chinese', 'Vietnamese', 'Filipino', 'Brazilian', 'Canadian', 'Korean', 'Indian', 'British'];
export const countries = ['Japan', 'China', 'Viet Nam', 'Korea', 'Philippines', 'Brazil', 'Canada', 'Mexico', 'India', 'United Kingdom', 'Germany', 'France', 'Australia', 'Thailand'];
