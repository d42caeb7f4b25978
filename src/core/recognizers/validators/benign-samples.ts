/**
 * Everyday strings full of digits that no identifier rule may take for personal data: card-like
 * numbers with a bad Luhn digit, UUIDs, commit hashes, order numbers, versions, IP addresses,
 * dates, timestamps and prices. Recognizers that run without a keyword list them among their
 * `ignore` examples, so the registry test holds each of them to it.
 */
export const BENIGN_SAMPLES: readonly string[] = [
  'Luhn-invalid 4111 1111 1111 1112 and 5555555555554445',
  'uuid 123e4567-e89b-12d3-a456-426614174000',
  'commit 9fceb02d0ae598e95dc970b74767f19372d61af8',
  'Order #100234567 shipped',
  'upgrade to v1.12.4 (build 20240115.3)',
  'host 10.0.4.12 and 192.168.100.200:8080',
  'on 2024-01-15, 15.01.2024 and 01/15/2024',
  'at 2024-01-15T10:22:33.123Z (epoch 1705314153, 1705314153123 ms)',
  'total $1,234.56, €2.499,00, 1 234 567 units',
];
