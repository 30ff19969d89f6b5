/**
 * The passwords people choose most often, from the published top lists of leaked passwords
 * (SplashData, NordPass, the most frequent entries of public breach corpora). Only entries of
 * at least 6 characters are kept: anything shorter is already refused by the length rule.
 * Small on purpose (it ships to the browser with the sign-up form): it stops the guesses an
 * attacker tries first, not every weak password. Compared ignoring case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 9876543210 654321 0987654321
111111 1111111 11111111 000000 00000000 222222 333333 444444 555555 666666 777777 7777777 888888
999999 121212 123123 123321 112233 131313 123654 147258 159753 159357 147852 258456 456789
123qwe qwe123 123abc abc123 abcdef abcd1234 1234abcd 12qwaszx 1q2w3e 1q2w3e4r 1q2w3e4r5t
1qaz2wsx 1qazxsw2 zaq12wsx qwerty qwerty1 qwerty12 qwerty123 qwertyu qwertyui qwertyuiop
qwer1234 asdfgh asdfghjk asdfghjkl asdf1234 zxcvbn zxcvbnm qazwsx qweasd qweasdzxc aaaaaa
password password1 password12 password123 password! passw0rd p@ssword p@ssw0rd pa55word
passpass letmein letmein1 welcome welcome1 welcome123 iloveyou iloveyou1 iloveu loveme
trustno1 whatever changeme secret sunshine princess dragon monkey master shadow football
baseball soccer hockey basketball superman batman spiderman starwars pokemon computer internet
freedom killer hunter hunter2 ranger mustang charlie michael jordan jordan23 jennifer jessica
michelle ashley amanda nicole daniel thomas robert andrew joshua matthew george taylor maggie
ginger pepper cheese summer winter autumn yankees dallas austin thunder matrix access
admin123 administrator root123 test123 testing tester guest123 user123 default login123
hello123 hello1 helloworld flower lovely babygirl family friends jesus1 blessed naruto
buster tigger harley hannah samantha anthony william jasmine purple orange banana chocolate
cookie snoopy liverpool chelsea arsenal barcelona manutd america canada london
696969 biteme 11223344 1password 7654321 88888888 999999999 1234qwer qwertz qwertz123
azerty azerty123 senha123 contraseña motdepasse passwort123 schatz
`
    .trim()
    .split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
