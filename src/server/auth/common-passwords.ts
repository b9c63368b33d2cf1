// The common passwords no account may use (decision 0200): the most used passwords of the public breach
// lists, with the words people in the Gulf and on this platform reach for, written here from memory (no
// download), and each with the endings people add to satisfy a rule ("1", "123", "!", a year …).
// Compared case-insensitively; a password of the list with any of these endings is refused too.

const WORDS = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon', '123123',
  'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666', 'qwertyuiop',
  '123321', 'mustang', '1234567890', 'michael', '654321', 'pussy', 'superman', '1qaz2wsx', '7777777', 'fuckyou',
  '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter',
  'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', 'fuckme', '2000', 'charlie',
  'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'asshole', 'computer',
  'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777', 'pass',
  'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer', 'love', 'ashley', '6969',
  'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor',
  'matrix', 'william', 'corvette', 'hello', 'martin', 'heather', 'secret', 'fucker', 'merlin', 'diamond', '1234qwer',
  'gfhjkm', 'hammer', 'silver', '222222', '88888888', 'anthony', 'justin', 'test', 'bailey', 'q1w2e3r4t5', 'patrick',
  'internet', 'scooter', 'orange', '11111', 'golfer', 'cookie', 'richard', 'samantha', 'bigdog', 'guitar', 'jackson',
  'whatever', 'mickey', 'chicken', 'sparky', 'snoopy', 'maverick', 'phoenix', 'camaro', 'sexy', 'peanut', 'morgan',
  'welcome', 'falcon', 'cowboy', 'ferrari', 'samsung', 'andrea', 'smokey', 'steelers', 'joseph', 'mercedes', 'dakota',
  'arsenal', 'eagles', 'melissa', 'boomer', 'booboo', 'spider', 'nascar', 'monster', 'tigers', 'yellow', 'xxxxxx',
  '123123123', 'gateway', 'marina', 'diablo', 'bulldog', 'qwer1234', 'compaq', 'purple', 'hardcore', 'banana',
  'junior', 'hannah', '123654', 'porsche', 'lakers', 'iceman', 'money', 'cowboys', '987654', 'london', 'tennis',
  '999999', 'ncc1701', 'coffee', 'scooby', '0000', 'miller', 'boston', 'q1w2e3r4', 'fuckoff', 'brandon', 'yamaha',
  'chester', 'mother', 'forever', 'johnny', 'edward', '333333', 'oliver', 'redsox', 'player', 'nikita', 'knight',
  'fender', 'barney', 'midnight', 'please', 'brandy', 'chicago', 'badboy', 'iwantu', 'slayer', 'rangers', 'charles',
  'angel', 'flower', 'bigdaddy', 'rabbit', 'wizard', 'bigdick', 'jasper', 'enter', 'rachel', 'chris', 'steven',
  'winner', 'adidas', 'victoria', 'natasha', '1q2w3e4r', 'jasmine', 'winter', 'prince', 'panties', 'marine', 'ghbdtn',
  'fishing', 'cocacola', 'casper', 'james', '232323', 'raiders', '888888', 'marlboro', 'gandalf', 'asdfasdf',
  'crystal', '87654321', '12344321', 'sexsex', 'golden', 'blowme', 'bigtits', '8675309', 'panther', 'lauren', 'angela',
  'bitch', 'spanky', 'thx1138', 'angels', 'madison', 'winston', 'shannon', 'mike', 'toyota', 'blowjob', 'jordan23',
  'canada', 'sophie', 'apples', 'dick', 'tiger', 'razz', '123abc', 'pokemon', 'qazxsw', '55555', 'qwaszx', 'muffin',
  'johnson', 'murphy', 'cooper', 'jonathan', 'liverpoo', 'david', 'danielle', '159357', 'jackie', '1990', '123456a',
  '789456', 'turtle', 'horny', 'abcd1234', 'scorpion', 'qazwsxedc', '101010', 'butter', 'carlos', 'password1',
  'dennis', 'slipknot', 'qwerty123', 'booger', 'asdf', '1991', 'black', 'startrek', '12341234', 'cameron', 'newyork',
  'rainbow', 'nathan', 'john', '1992', 'rocket', 'viking', 'redskins', 'butthead', 'asdfghjkl', '1212', 'sierra',
  'peaches', 'gemini', 'doctor', 'wilson', 'sandra', 'helpme', 'qwertyui', 'victor', 'florida', 'dolphin', 'pookie',
  'captain', 'tucker', 'blue', 'liverpool', 'theman', 'bandit', 'dolphins', 'maddog', 'packers', 'jaguar', 'lovers',
  'nicholas', 'united', 'tiffany', 'maxwell', 'zzzzzz', 'nirvana', 'jeremy', 'suckit', 'stupid', 'porn', 'monica',
  'elephant', 'giants', 'jackass', 'hotdog', 'rosebud', 'success', 'debbie', 'mountain', '444444', 'xxxxxxxx',
  'warrior', '1q2w3e4r5t', 'q1w2e3', '123456q', 'albert', 'metallic', 'lucky', 'azerty', '7777', 'shithead', 'alex',
  'bond007', 'alexis', '1111111', 'samson', '5150', 'willie', 'scorpio', 'bonnie', 'gators', 'benjamin', 'voodoo',
  'driver', 'dexter', '2112', 'jason', 'calvin', 'freddy', '212121', 'creative', '12345a', 'sydney', 'rush2112',
  '1989', 'asdfghjk', 'red123', 'bubba', '4815162342', 'passw0rd', 'trouble', 'gunner', 'happy', 'gordon', 'legend',
  'jessie', 'stella', 'qwert', 'eminem', 'arthur', 'apple', 'nissan', 'bullshit', 'bear', 'america', '1qazxsw2',
  'nothing', 'parker', '4444', 'rebecca', 'qweqwe', 'garfield', '01012011', 'beavis', '69696969', 'jack', 'asdasd',
  'december', '2222', '102030', '252525', '11223344', 'magic', 'apollo', 'skippy', '315475', 'girls', 'kitten', 'golf',
  'copper', 'braves', 'shelby', 'godzilla', 'beaver', 'fred', 'tomcat', 'august', 'buddy', 'airborne', '1993', '1988',
  'lifehack', 'qqqqqq', 'brooklyn', 'animal', 'platinum', 'phantom', 'online', 'xavier', 'darkness', 'blink182',
  'power', 'fish', 'green', '789456123', 'voyager', 'police', 'travis', '12qwaszx', 'heaven', 'snowball', 'lover',
  'abcdef', '00000', 'pakistan', '007007', 'walter', 'playboy', 'blazer', 'cricket', 'sniper', 'hooters', 'donkey',
  'willow', 'loveme', 'saturn', 'therock', 'redwings', 'bigboy', 'pumpkin', 'trinity', 'williams', 'tits', 'nintendo',
  'digital', 'destiny', 'topgun', 'runner', 'marvin', 'guinness', 'chance', 'bubbles', 'testing', 'fire', 'november',
  'minecraft', 'asdf1234', 'lasvegas', 'sergey', 'broncos', 'cartman', 'private', 'celtic', 'birdie', 'little',
  'cassie', 'babygirl', 'donald', 'beatles', '1313', 'dickhead', 'family', '12321', 'fktrcfylh', '7654321',
  'christian', 'kenneth', 'admin', 'admin123', 'administrator', 'root', 'toor', 'changeme', 'default', 'guest', 'user',
  'login', 'welcome1', 'welcome123', 'password123', 'password12', 'passw0rd1', 'p@ssw0rd', 'p@ssword', 'pa55word',
  'letmein1', 'iloveyou1', 'qwerty1', 'abc12345', '123abc123', '1234abcd', 'aa123456', 'a123456', 'a12345',
  '123qweasd', 'qweasd', 'qweasdzxc', 'zaq12wsx', 'zaq1zaq1', '1qaz2wsx3edc', 'asdqwe123', 'qwe123', 'qwe12345',
  'q12345', 'mypassword', 'mypass', 'secret123', 'test123', 'test1234', 'testtest', 'hello123', 'helloworld',
  'sunshine1', 'princess1', 'football1', 'baseball1', 'monkey123', 'dragon123', 'master123', 'superman1', 'batman123',
  'starwars1', 'shadow123', 'michael1', 'charlie1', 'jordan1', 'jessica1', 'ashley1', 'nicole1', 'daniel1', 'andrew1',
  'jennifer1', 'freedom1', 'trustno1!', 'whatever1', 'computer1', 'internet1', 'dubai', 'dubai123', 'abudhabi',
  'uae123', 'emirates', 'habibi', 'marhaba', 'bismillah', 'allah123', 'allahakbar', 'mashallah', 'inshallah', 'salam',
  'salam123', 'cairo', 'riyadh', 'doha', 'kuwait', 'london123', 'paris123', 'newyork1', 'dealbridge', 'dealbridge123',
  'investor', 'investor123', 'business', 'business123', 'company', 'company123', 'qatar', 'jeddah', 'sharjah', 'ahmed',
  'mohammed', 'mohamed', 'muhammad', 'fatima', 'ali123', 'omar123', 'ahmed123', 'mohamed123', '1234567891',
  '12345678910', '0123456789', '9876543210', '147258369', '741852963', '963852741', '159951', '147258', '258369',
  '123654789', '1472583690', 'zxcvbnm1', 'asdfghjkl1', 'qwertyuiop1', '1q2w3e', '1q2w3e4r5t6y', '1qaz2wsx3edc4rfv',
  'qwerty12', 'qwerty1234', 'qwertyu', 'qwerty12345', 'iloveu', 'loveyou', 'lovely', 'love123', 'iloveyou2', 'hello1',
  'hello12', 'sweety', 'sweetheart', 'angel1', 'babygirl1', 'princesa', 'teamo', 'tequiero', 'contraseña',
  'contrasena', 'senha', 'motdepasse', 'passwort', 'hallo1234', 'schatz', 'ciao1234', 'azerty123', 'soleil',
  'marseille', 'chouchou', 'doudou',
];

const ENDINGS = ['', '1', '2', '12', '123', '1234', '12345', '123456', '!', '1!', '123!', '!!', '01', '007', '11', '22', '69', '99', '00', '@123', '#1', '.', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027'];

let common: Set<string> | undefined;

/** The shipped list with its endings (about 696 words, each with every ending). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(WORDS.flatMap((word) => ENDINGS.map((ending) => word + ending)));
  return common;
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.trim().toLowerCase());
