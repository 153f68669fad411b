/// The built-in sample list (`--sample`): names a multilingual contact list really holds, chosen so every
/// shipped layout shows its character: Swedish letters after Z, German umlauts under their base letter,
/// kana rows, Korean consonants, Chinese names, Cyrillic and Arabic names, numbers and emoji under `#`.
public enum SampleContacts {
    /// The names of the built-in sample (`--sample`), in many scripts.
    public static let names: [String] = [
        "Anna Andersson", "Åsa Åberg", "Ängel Ärlig", "Örjan Östlund", "Zoë Zimmermann",
        "Émile Zola", "Ørjan Olsen", "Jürgen Müller", "Ludwig Österreicher", "Čapek Karel",
        "Item 2", "Item 10", "Item 1", "Bob", "bob", "Ivan Petrov", "Иван Петров", "Ольга Смирнова",
        "Γιώργος Παπαδόπουλος", "محمد علي", "أحمد حسن", "Axel Arabi", "やまだ たろう", "さとう はなこ",
        "タナカ イチロウ", "山田 太郎", "김민준", "이서연", "박지훈", "李伟", "王芳", "张伟", "曾志伟",
        "陳大文", "林美玲", "Nguyễn Văn An", "Đặng Thu Thảo", "สมชาย ใจดี", "דוד כהן", "राहुल शर्मा",
        "+1 (650) 555-1212", "42 Wallaby Way", "😀 Smiley", "", "  ", "#hashtag", "O'Brien", "de la Cruz",
        "Łukasz Żółć", "Ştefan Şerban", "Ýrr Þórsdóttir", "Ægir Ærøskøbing", "ÑANDÚ", "Ñuñoa",
    ]
}
