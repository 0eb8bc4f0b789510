/**
 * About 200 of the most used passwords, from the public breach-derived top lists (NCSC "100k most used",
 * SecLists top-10k, yearly vendor lists). Lower-case; compared case-insensitively by passwordStrength.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123 1234567890 1234567 000000
qwerty abc123 password1 iloveyou 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyuiop 123321 654321 666666 121212
112233 123qwe 123abc 987654321 555555 7777777 88888888 11111111 00000000 12341234 11223344 147258369
159753 1234qwer qwer1234 asdf1234 zxcvbnm asdfghjkl qazwsx qweasdzxc zaq12wsx 1qazxsw2 q1w2e3r4 q1w2e3r4t5
passw0rd p@ssw0rd p@ssword password123 password12 password2 password!  pass1234 mypassword letmein
letmein1 welcome welcome1 welcome123 admin admin123 admin1234 administrator root toor changeme changeme123
default guest login master master123 access access14 trustno1 hello hello123 hellohello monkey monkey123
dragon dragon123 football football1 baseball basketball soccer hockey batman superman spiderman starwars
pokemon naruto princess princess1 sunshine sunshine1 shadow shadow123 michael jennifer jessica jordan23
charlie daniel thomas andrew joshua matthew ashley michelle nicole robert william hunter2 hunter ranger
tigger buster maggie ginger pepper cookie chocolate chicken flower freedom whatever computer internet
iloveyou1 iloveyou2 loveme lovely love123 mustang corvette ferrari harley yamaha mercedes killer qwerty12
qwertyu 1234abcd abcd1234 abcdef abcdefg abcdefgh abc12345 a1b2c3d4 aa123456 aaaaaa aaaaaaaa zzzzzzzz
asdasd asdasdasd asd123 qweqwe qweqweqwe zxcvbn zxc123 1111111111 999999999 123654 123456a 123456q
a123456 q123456 12qwaszx 1q2w3e 1q2w3e4r5t6y 5201314 samsung google apple123 microsoft linkedin facebook
twitter youtube minecraft fortnite myspace1 superstar rockyou blink182 metallica liverpool chelsea arsenal
manchester barcelona 1234567a summer summer2023 summer2024 summer2025 winter2024 spring2024 autumn2024
september november december january2024 london newyork paris123 student student1 teacher teacher1 school
school123 classroom education learning welcome2024 letmein123 secret123 test1234 testing test123 temp1234
system server oracle database
`
    .split(/\s+/)
    .filter(Boolean),
);
