import { describe, expect, it } from 'vitest';
import { blockedAddressRange, createAddressPolicy } from './blocked-addresses.js';

describe('blockedAddressRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.45.6.7', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['::7f00:1', 'ipv4Compatible'],
    ['[::1]', 'loopback'],
    ['not-an-address', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(blockedAddressRange(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '133.242.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets %s through', (address) => {
    expect(blockedAddressRange(address)).toBeUndefined();
  });
});

describe('createAddressPolicy', () => {
  it('allows everything when private addresses are allowed', () => {
    const policy = createAddressPolicy({ allowPrivateAddresses: true, allowedAddressRanges: [] });
    expect(policy('127.0.0.1')).toBeUndefined();
  });

  it('allows listed ranges only', () => {
    const policy = createAddressPolicy({
      allowPrivateAddresses: false,
      allowedAddressRanges: ['10.1.2.0/24'],
    });
    expect(policy('10.1.2.7')).toBeUndefined();
    expect(policy('10.1.3.7')).toBe('private');
    expect(policy('169.254.169.254')).toBe('linkLocal');
    expect(policy('8.8.8.8')).toBeUndefined();
  });
});
