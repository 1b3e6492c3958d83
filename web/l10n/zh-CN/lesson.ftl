# 课程正文（web/index.html）的简体中文：每个带 data-l10n-id 的元素一条消息。
# 带名字的子元素（data-l10n-name）保持原位；公式由页面提供。
# 术语表与标记规则见 docs/translating.md。英文例句（“man bites dog”）暂时保留：
# 注意力演示的分词器目前只处理英文。

## Shared: buttons used in many sections

skip-prediction = 直接看结果
check-answer = 检查答案

## Page: title, header and settings

page-title = 我在哪儿？位置编码：注意力的最后一块拼图
page-description =
    .content = 一节交互式课程：为什么自注意力看不到词序，以及正弦和余弦位置编码如何解决这个问题。
page-skip = 跳到课程正文
page-module-name = 注意力机制 · 第 6 课（共 6 课）
page-theme-label = 主题
page-theme-auto = 跟随系统
page-theme-light = 浅色
page-theme-dark = 深色

## Introduction and notices

intro-title = 我在哪儿？位置编码
intro-lede =
    你已经知道，注意力让每个词元都能看到其他所有词元。这节课要问的是：注意力对这些词元的<em>顺序</em>知道多少？并展示一张正弦和余弦的表，加到嵌入上之后，如何把顺序提供给它。
intro-how =
    每个演示之前，都会请你先预测它会显示什么：点一下就好，猜错和猜对一样有收获。“直接看结果”可以跳过提问。<span data-l10n-name="lms" data-lms-text="你的答案由课程的学习平台保存。">你的答案只保存在这个浏览器里。</span>
intro-file-notice =
    以文件方式打开时，本页无法运行：浏览器拒绝从 <code data-l10n-name="code1">file://</code> 地址加载它的模块脚本，所以图都是空白的。请通过服务器打开：在仓库里运行 <code data-l10n-name="code2">npm start</code>，再打开它打印出的地址。也可以打开单文件版课程 <code data-l10n-name="code3">posenc-lesson.html</code>（在构建好的 <code data-l10n-name="code4">site/</code> 文件夹里），它可以直接以文件方式打开。
intro-script-notice =
    本课的图和题目没有启动：JavaScript 已被关闭，或者页面脚本被拦截、没有加载。单文件版课程 <code data-l10n-name="code1">posenc-lesson.html</code> 把脚本内嵌在页面里，而设置了严格 Content-Security-Policy 的网页服务器会拦截它：请直接从磁盘打开这个文件，或者发布 <code data-l10n-name="code2">site/</code> 文件夹，它在严格策略下也能运行。

## Contents

toc-title = 本课内容
toc-order = 注意力看不到顺序
toc-needs = 位置码需要满足什么
toc-sinusoids = 正弦和余弦
toc-rotation = 平移就是旋转
toc-attend-back = 回看 k 个词的注意力头
toc-properties = 承诺，逐一测量
toc-check = 自我检测
toc-takeaways = 要点
toc-further = <a data-l10n-name="link">深入一步</a>（选读）

## Section 1: Attention is blind to order

s1-title = <span data-l10n-name="num">1</span> 注意力看不到顺序
s1-intro =
    自注意力通过 <math data-l10n-name="m1"></math> 把每个词元与其他所有词元比较。每个分数只取决于两个词元的向量，别无其他。同样的词换一种顺序到来，会发生什么？
s1-predict-shuffle-question =
    <span data-l10n-name="tag">预测</span> 一个层先读“人咬狗”，再读“狗咬人”，没有任何位置信息。除了随词移到新位置之外，会有哪个词的输出向量发生变化吗？
s1-predict-shuffle-all = 会：每个词的输出都变了
s1-predict-shuffle-moved = 只有移动了的词会变
s1-predict-shuffle-none = 不会：每个词的输出都不变，只是行换了位置
s1-predict-shuffle-why =
    一个词的输出是所有值向量按分数加权的平均；打乱词序只是打乱这个平均中各项的次序，而不改变它们的值。
s1-order-demo-title = 动手试试
s1-order-demo-hint =
    一个玩具注意力层（固定的随机权重，d<sub>model</sub> = 16）读入一个句子，以及把同样的词重新排列后的句子。可以输入你自己的句子（按回车）。把指针移到任意一张图的格子上，或者让它获得焦点再用方向键，就能读出数值。
s1-veil-note =
    .data-veil-note = 先回答下面的预测，才能使用这个开关。
s1-pe-switch-label = <input data-l10n-name="input"> 加上位置编码
s1-order-demo-sentence =
    .sentence = 人咬狗
s1-reorder-legend = 更多重排方式
s1-move-first = 把第一个词移到末尾
s1-swap-ends = 交换第一个词和最后一个词
s1-outputs-title = 输出，逐词对比
s1-outputs-lines =
    每一行是一个词的输出；一条线连接同一个词的两行，两行相同时为实线，不同时为虚线。
s1-permutation-formula =
    对任意一个重排输入 <math data-l10n-name="m2"></math> 各行的置换矩阵 <math data-l10n-name="m1"></math>，都有
s1-equivariant =
    自注意力是<em>置换等变</em>的。于是，任何忽略顺序的量，比如各输出的平均，对“人咬狗”和“狗咬人”都完全相同，尽管这两句话的意思正好相反。
s1-causal =
    这一点在<em>没有掩码</em>、并且读出方式忽略顺序（如 BERT）时成立。因果掩码（每个词元只能看到自己和它之前的词元）会打破这种对称：见<a data-l10n-name="link">第 9 节</a>。
s1-predict-with-pe-question =
    <span data-l10n-name="tag">预测</span> 现在给每个词加上一个取决于其位置的向量。再打乱一次：输出会变吗？
s1-predict-with-pe-change = 会：输出本身变了，而不只是次序
s1-predict-with-pe-same = 不会：注意力仍然把这些词当作一个集合
s1-predict-with-pe-why =
    同一个词现在在不同位置以不同的向量进入这个层。上面的开关现在已经打开。
s1-addition-demo-title = 加上位置
s1-addition-demo-text =
    在“大狗追小狗”中，“狗”出现在位置 1 和位置 4：同一个嵌入加上两个位置码，得到两个不同的输入。
s1-addition-sentence =
    .sentence = 大狗追小狗
s1-repeat-demo-title = 重复出现的词
s1-repeat-demo-text =
    没有位置信息时，“狗”的两个副本（带框的）进入和离开这个层时都是同一个向量。
s1-pe-switch-repeat-label = <input data-l10n-name="input"> 加上位置编码
s1-repeat-sentence =
    .sentence = 大狗追小狗
s1-training-demo-title = 训练能解决吗？
s1-training-demo-text =
    一个极小的 Transformer 来试试：一个注意力层（d<sub>model</sub> = 16）读入“名词、动词、名词”，前面的一个 [CLS] 词元回答是谁做了这个动作。在六个名词中均匀地随机猜，六次才对一次；未经训练时，模型在 20 次随机初始化下的得分在 0% 到 50% 之间。它的测试使用三对训练时留出的名词。
s1-predict-training-question =
    <span data-l10n-name="tag">预测</span> 在没有位置信息的情况下训练，它的测试准确率最高能升到多少？
s1-predict-training-learns = 100%，只要训练足够久
s1-predict-training-chance = 一点也升不上去：停在六分之一
s1-predict-training-half = 永远不可能超过 50%
s1-predict-training-why =
    根据对称性：没有位置信息时，“man bites dog”和“dog bites man”是同一个词的集合，所以得到同一个答案，对其中一句是对的，对另一句就是错的。50% 是上限，而不是随机水平：这是一个看不到顺序的模型所能做到的最好结果，损失至少为 ln 2 ≈ 0.693。一次训练也可能停在它之下。
s1-order-lab-reveal-hint =
    你滚动到这里时它就开始训练；然后选择“正弦（相加）”，按“训练”，再试试“训练 20 个种子”：单次训练的结果可能落在任何地方。
s1-order-lab-result =
    在实验室 200 步训练的 20 次随机初始化中，没有位置信号时没有一次超过 50%；使用正弦信号时，有 19 次在留出的名词对上达到 95%。分数表使用<a data-l10n-name="link">第 5 节</a>的四项；[CLS] 始终位于位置 0，它的词查询项和位置查询项无法区分。

## Section 2: What a position code needs

s2-title = <span data-l10n-name="num">2</span> 位置码需要满足什么
s2-intro =
    解决办法是给每个词元第二个向量，用来说明它所在的位置，并把它加到该词元的嵌入上。在挑选之前，先列出它必须做到的几点：
s2-unique = <strong>唯一：</strong>任意两个位置的编码都不相同。
s2-deterministic = <strong>确定：</strong>同一个位置总是得到同一个编码。
s2-bounded =
    <strong>有界：</strong>无论文本多长，数值都保持在一个固定范围内，因此永远不会淹没词嵌入。
s2-same-distance = <strong>处处距离相同：</strong>位置 5 到 7 看起来和 50 到 52 一样。
s2-any-position =
    <strong>对任意位置都有定义：</strong>无论文本多长，这条规则都能给出编码。（训练好的模型能否应付更长的文本，是另一个问题：见<a data-l10n-name="link">第 9 节</a>。）
s2-three-ideas =
    先看三个最初的想法，每个都有一点做不到。行是位置，列是通道，三张图共用一个从 0 到 1 的色标。
s2-caption-index =
    <strong>直接用序号</strong>（0, 1, 2, …）。唯一，但<em>无界</em>：从位置 2 起就超出了色标，而位置 500 得到 500，是它所加到的嵌入数值的几百倍。
s2-caption-fraction =
    <strong>序号除以（长度 − 1）</strong>。有界，在 [0, 1] 之内，但位置 2 在 5 个词的句子里得到 2/4 = 0.5，在 10 个词的句子里得到 2/9 ≈ 0.22：<em>同一个位置得到不同的编码</em>。
s2-caption-binary =
    <strong>二进制位。</strong>有界且唯一，但 7 → 8 翻转了四位，而 8 → 9 只翻转一位：<em>距离不均匀</em>。请记住这幅图：低位翻转得快，高位翻转得慢。

## Section 3: Sines and cosines

s3-title = <span data-l10n-name="num">3</span> 正弦和余弦
s3-intro =
    Transformer 的论文（<a data-l10n-name="link">Vaswani 等，2017</a>，第 3.5 节）保留了二进制计数器的思路，即快通道和慢通道，但把每个通道都变成一条平滑的波。通道成对出现；第 <math data-l10n-name="m1"></math> 对是同一频率 <math data-l10n-name="m2"></math> 的一个正弦和一个余弦：
s3-formula-for = 其中
s3-pe-row =
    向量 <math data-l10n-name="m1"></math> 是这张表的一行，它被加到位置 <math data-l10n-name="m2"></math> 上那个词元的嵌入上。
s3-predict-fast-question =
    <span data-l10n-name="tag">预测</span> 把这张表画出来，每个位置一行，每个通道一列。从一行到下一行，哪些通道变化最大？
s3-predict-fast-first = 最前面的通道（i 小）
s3-predict-fast-last = 最后面的通道（i 大）
s3-predict-fast-same = 所有通道变化速度相同
s3-predict-fast-why =
    从一个位置到下一个位置，第 <math data-l10n-name="m1"></math> 对转过 <math data-l10n-name="m2"></math> 弧度：第 0 对转 1 弧度，之后越来越少。
s3-sin-demo-title = 探索这张表
s3-sin-demo-hint = 第 3、4、6 节共用这些设置。
s3-d-model-label = d<sub>model</sub>（通道数）
s3-positions-label = 显示的位置数
s3-base-label = 底数（论文中为 10000）
s3-layout-legend = 通道排列
s3-layout-interleaved-label = <input data-l10n-name="input"> 交错：sin, cos, sin, cos, …
s3-layout-concatenated-label = <input data-l10n-name="input"> 拼接：先全部正弦，再全部余弦
s3-heatmap-reveal-hint = Page Up/Down 沿一行跳转，Home/End 跳到行的两端。
s3-channel-readout = 把指针移到一个格子上，查看它所属的通道对、频率和波长。
s3-wavelengths =
    靠前的通道对转得快，能区分相邻的位置；靠后的通道对转得慢，能区分长文本的开头和结尾，就像时钟的秒针、分针和时针。波长 <math data-l10n-name="m1"></math> 从 <math data-l10n-name="m2"></math>（约 6.3 个位置）按几何级数增长到 <math data-l10n-name="m3"></math>：在 d<sub>model</sub> = <span data-l10n-name="d">64</span>、底数为 <span data-l10n-name="base">10,000</span> 时为 <span data-l10n-name="slowest-wavelength">47,117</span> 个位置，略小于 2π · 底数 = <span data-l10n-name="paper-wavelength">62,832</span>（论文中的“10000 · 2π”）。
s3-layouts-aside =
    排列方式各不相同：论文、PyTorch 教程和 Keras 把各对交错排列；TensorFlow 教程则先放全部正弦，再放全部余弦。数字相同，只是列的顺序不同：只要训练和使用时一致，模型并不在意。tensor2tensor 的频率间隔也不一样（指数为 <math data-l10n-name="m1"></math>，而不是 <math data-l10n-name="m2"></math>），所以它的表并不完全是论文那张表的重排。当 d<sub>model</sub> 为奇数时，本库以一个正弦结尾。
s3-waves-demo-title = 每个通道都是一条波
s3-waves-demo-text = 选择要对位置作图的通道对。
s3-wave-pairs-label = 要画的通道对（最多四个数字，用空格分隔）
s3-fingerprint-demo-title = 一个位置的指纹
s3-fingerprint-demo-text = 表中的一行，画成条形：每个位置都有自己的图案。
s3-position-label = 位置 p
s3-models-title = 每个 Transformer 都用这张表吗？
s3-models-text =
    不是：可学习的位置表（BERT、GPT-2）、旋转查询和键（RoPE）以及距离惩罚（ALiBi）也很常见（<a data-l10n-name="link">第 9 节</a>）。正弦表最清楚地展示了它们每一种都必须提供什么。

## Section 4: A shift is a rotation

s4-title = <span data-l10n-name="num">4</span> 平移就是旋转
s4-intro =
    为什么要一个正弦<em>和</em>一个余弦？它们合起来构成圆上的一个点：<math data-l10n-name="m2"></math> 的第 <math data-l10n-name="m1"></math> 对，是角度为 <math data-l10n-name="m3"></math> 的那个点。从位置 <math data-l10n-name="m4"></math> 移到 <math data-l10n-name="m5"></math>，就是把它旋转角度 <math data-l10n-name="m6"></math>：
s4-matrix =
    每对堆叠一个这样的块，就得到一个矩阵 <math data-l10n-name="m1"></math>，满足 <math data-l10n-name="m2"></math>。（负号位于对角线下方，是因为每对先写正弦。）
s4-predict-matrix-question =
    <span data-l10n-name="tag">预测</span> <math data-l10n-name="m1"></math> 取决于位置 <math data-l10n-name="m2"></math>，还是只取决于偏移量 <math data-l10n-name="m3"></math>？
s4-predict-matrix-k = 只取决于 k：一个矩阵适用于所有位置
s4-predict-matrix-p = 也取决于 p：每个位置都需要自己的矩阵
s4-predict-matrix-why =
    看看这个块：它包含 <math data-l10n-name="m1"></math> 和 <math data-l10n-name="m2"></math>，却没有 <math data-l10n-name="m3"></math>。下面，同一个矩阵平移两个相距 50 的位置。
s4-same-turn-demo-title = 两个位置上的同一次旋转
s4-same-turn-demo-text =
    因此，“往回数三个词”无论在文本的哪个位置，都是同一个线性映射。论文作者选择正弦函数，是因为他们<em>假设</em>这能让模型轻松学会按相对位置分配注意力；这是一个设计上的论证，而不是测量得到的结果。
s4-rotation-demo-title = 平移一个位置
s4-position-label = 位置 p
s4-offset-label = 偏移量 k
s4-play = 播放：逐个走过各个位置
s4-dials =
    每个刻度盘是一对通道。快的通道对（靠前的）转得远，慢的通道对（靠后的）几乎不动；移动 p 会让两个点一起转动，而两点之间的弧不变。
s4-shift-title = 逐个通道验证
s4-predict-nearest-question =
    <span data-l10n-name="tag">预测</span> 除了 <math data-l10n-name="m1"></math> 本身，按点积衡量，哪个位置的编码与 <math data-l10n-name="m2"></math> 最相似？
s4-predict-nearest-both = 它的两个邻居 p − 1 和 p + 1，一样相似
s4-predict-nearest-next = 只有下一个位置 p + 1
s4-predict-nearest-far = 一个很远的位置
s4-predict-nearest-why =
    旋转保持长度和角度，所以两个编码的点积只取决于它们的偏移量；又因为 <math data-l10n-name="m1"></math>，偏移量 <math data-l10n-name="m2"></math> 和 <math data-l10n-name="m3"></math> 给出相同的值。两侧的邻居打平：点积说明两个位置相距多远，而不说明哪个在前。（完整的向量仍然知道方向，因为 <math data-l10n-name="m4"></math> 和 <math data-l10n-name="m5"></math> 不同。）
s4-similarity-demo-title = 相似度只取决于距离
s4-similarity-demo-text =
    所以，由所有点积组成的表在每条对角线上取值相同；随着距离增大，它的剖面带着波纹逐渐下降。

## Section 5: A head that attends k words back

s5-title = <span data-l10n-name="num">5</span> 回看 k 个词的注意力头
s5-intro =
    注意力头的查询和键都是其输入的线性映射，而第 4 节已经找到一个映射，能把此处的编码变成往回 <math data-l10n-name="m1"></math> 个位置的编码：<math data-l10n-name="m2"></math>。那么，给一个注意力头查询 <math data-l10n-name="m3"></math> 和键 <math data-l10n-name="m4"></math>。它的分数是
s5-peak = 并且每个余弦都在 <math data-l10n-name="m1"></math> 处取得峰值。
s5-predict-head-question =
    <span data-l10n-name="tag">预测</span> 在一段 64 个词长的文本的位置 50 上，同样的两个矩阵还会让这个注意力头最关注位置 <math data-l10n-name="m1"></math> 吗？
s5-predict-head-yes = 会，和在其他任何位置一样
s5-predict-head-start = 不会：它们只在开头附近有效
s5-predict-head-own = 不会：位置 50 需要自己的矩阵
s5-predict-head-why =
    分数对 <math data-l10n-name="m1"></math> 和 <math data-l10n-name="m2"></math> 的依赖只通过 <math data-l10n-name="m3"></math>：每一行都是同一条剖面，只是平移了。下面第 50 行带有外框。
s5-head-demo-title = 一个注意力头，一条带
s5-head-demo-rows = 每一行是一个查询位置；它最亮的格子就是它关注的地方。
s5-four-terms =
    把词也加进来，<math data-l10n-name="m1"></math>：分数拆成四项，即词·词、词·位置、位置·词和位置·位置。位于最后一项中的那条带只比相邻格子高出一点，而词·词在 <math data-l10n-name="m2"></math> 处很大（图中给出了各项的大小）：当 <math data-l10n-name="m3"></math> 时，手工搭建的注意力头失效，许多行关注的是它们自己的词。
s5-keep-band =
    如果注意力头把位置和词分开读取，它就能保住这条带：把两者拼接而不是相加，让它的投影只读取位置通道；或者提高位置的权重，直到这条带盖过词的影响。
s5-other-codes =
    对于序号编码或二进制编码，没有任何矩阵能把 <math data-l10n-name="m1"></math> 的编码变成 <math data-l10n-name="m2"></math> 的编码，而且即使给出那个精确的编码也会落空：只有在长度相同的编码之间，点积才在两者相等时取得峰值，就像正弦编码的 <math data-l10n-name="m3"></math>。在 <math data-l10n-name="m4"></math> 时，61 行中没有一行被引向 <math data-l10n-name="m5"></math>。

## Section 6: The promises, measured

s6-title = <span data-l10n-name="num">6</span> 承诺，逐一测量
s6-intro =
    第 2 节的五个承诺中，有两个由公式本身保证（确定、对任意位置都有定义）；其余三个由模块在第 3 节的表上测量。两个恒等式承担了大部分工作：
s6-predict-collision-question =
    <span data-l10n-name="tag">预测</span> 把 d<sub>model</sub> 缩小到 2，即只有一对正弦–余弦，并显示 1,024 个位置。这 1,024 个位置的编码是否仍然明显各不相同？
s6-predict-collision-far = 是：任意两个编码都相距很远
s6-predict-collision-near = 差不多：任意两个编码都不同，但有些几乎重合
s6-predict-collision-equal = 否：有两个位置得到完全相同的编码
s6-predict-collision-why =
    只有一对时，每个编码都是同一个圆上的一个点，位置 <math data-l10n-name="m1"></math> 位于 <math data-l10n-name="m2"></math> 弧度的角上。没有两个整数弧度会落在完全相同的点上（π 是无理数），但一个圆上的 1,024 个点必然拥挤；又因为距离只取决于偏移量，它们成族地挤在一起：每一对相距 <span data-l10n-name="collision-offset">710</span> 的位置（共 <span data-l10n-name="collision-count">314</span> 对）彼此相距 <span data-l10n-name="collision-distance">6.0 × 10⁻⁵</span>，并且有 <span data-l10n-name="collision-near">1,652</span> 对相距不到 0.01。增加通道对就能解决：在 d<sub>model</sub> = 8 时，最接近的两个编码相距 <span data-l10n-name="d8-distance">0.65</span>。
s6-show-collision = 演示：d_model 2，1,024 个位置
s6-undo-collision = 恢复为 d_model 64，128 个位置

## Section 7: Check yourself

s7-title = <span data-l10n-name="num">7</span> 自我检测
s7-intro =
    关于整节课的八道题。先凭记忆作答；每个答案都链接回对应的小节。有几道题按你当前的设置计算。<span data-l10n-name="lms" data-lms-text="你的答案由课程的学习平台保存，平台也会记录你的得分；">你的答案只保存在这个浏览器里；</span>页面底部的“清除我的答案”会清除它们。
s7-q-training-question =
    <span data-l10n-name="num">1</span> 一个只有一个注意力层、没有掩码、也没有位置信息的模型，被训练（想训练多久都行）去回答“dog bites man”这类句子中是谁做了这个动作。它最多能答对多少测试句子？
s7-q-training-all-feedback =
    .data-feedback = 更多的训练改变的是权重，而不是模型看到的东西：没有位置信号时，“dog bites man”和“man bites dog”对它来说是同一个词的集合。
s7-q-training-all = 全部，只要训练足够
s7-q-training-most-feedback =
    .data-feedback = 名词确实有自己的习惯，但一对句子里的名词完全相同，所以任何对一句有帮助的习惯都会损害另一句。
s7-q-training-most = 略多于一半：它会学到哪些名词往往在前
s7-q-training-half = 一半：“dog bites man”和“man bites dog”得到同一个答案
s7-q-training-why =
    每对中的两个句子对模型来说是同一个词的集合，所以得到相同的输出，对一句是对的，对另一句就是错的。更多的训练改变的是权重，而不是模型能看到的东西：没有位置信号时，词序实验室永远不会超过 50%。
s7-q-mask-question =
    <span data-l10n-name="num">2</span> 下面哪一种在完全没有位置编码的情况下也能捕捉到词序？
s7-q-mask-causal = 带因果掩码的解码器（每个词元只能看到自己和它之前的词元）
s7-q-mask-unmasked-feedback =
    .data-feedback = 没有掩码时，每个词元都能看到其他所有词元：重排输入只会重排输出，而取平均连这一点也抹掉了。
s7-q-mask-unmasked = 不带掩码的自注意力，后接取平均
s7-q-mask-neither-feedback =
    .data-feedback = 对不带掩码的注意力来说是这样；但因果掩码让每个位置看到的词元数不同，而这种差异本身就是一种位置信号。
s7-q-mask-neither = 都不能：没有位置码，顺序总会丢失
s7-q-mask-why =
    因果掩码让每个位置看到不同的词元集合，而这种差异就是位置信号：使用两个因果层时，第 9 节的实验室无需任何位置码就能从中学到顺序（这是 Haviv 等，2022 的缩小版）。
s7-q-wavelength-question =
    <span data-l10n-name="num">3</span> 在第 3 节的设置下（d<sub>model</sub> = <span data-l10n-name="d">64</span>，底数 <span data-l10n-name="base">10,000</span>），第 1 对的一个波长是多少个位置？
s7-q-wavelength-answer-label = 波长（以位置数计） <input data-l10n-name="input">
s7-q-wavelength-why =
    第 <math data-l10n-name="m1"></math> 对的一个波长为 <math data-l10n-name="m2"></math> 个位置，而 <math data-l10n-name="m3"></math>，所以这里是 <span data-l10n-name="wavelength">8.38</span> 个位置。（第 0 对的波长总是 2π ≈ 6.28。）
s7-q-matrix-question =
    <span data-l10n-name="num">4</span> 哪个矩阵能把 <math data-l10n-name="m1"></math> 变成 <math data-l10n-name="m2"></math>？
s7-q-matrix-one = M₃，对每个位置 p 都相同
s7-q-matrix-each-feedback =
    .data-feedback = 平移看起来应该取决于起点，但每一对从任何位置出发都转过同一个角度 3ωᵢ，所以一个矩阵就能适用于所有位置。
s7-q-matrix-each = 每个位置 p 各用一个不同的矩阵
s7-q-matrix-none-feedback =
    .data-feedback = 正弦和余弦对 p 不是线性的，但平移是：和角公式使 PE(p + 3) 成为 PE(p) 的一个旋转。
s7-q-matrix-none = 没有：平移不是编码的线性映射
s7-q-matrix-why =
    无论 <math data-l10n-name="m3"></math> 是多少，M₃ 都把第 <math data-l10n-name="m1"></math> 对旋转 <math data-l10n-name="m2"></math>：对每个位置都是同一个分块对角旋转矩阵。
s7-q-direction-question =
    <span data-l10n-name="num">5</span> 仅凭点积 <math data-l10n-name="m1"></math>，一个层能读出什么？
s7-q-direction-both-feedback =
    .data-feedback = 点积把 (q − p)ωᵢ 的余弦加起来，而余弦对一个偏移量和它的相反数取值相同，所以谁在前的信息丢失了。
s7-q-direction-both = p 和 q 相距多远，以及谁在前
s7-q-direction-distance = p 和 q 相距多远，但不知道谁在前
s7-q-direction-neighbours-feedback =
    .data-feedback = 它说明的不止这些：随着两个位置分开，点积平滑地下降，所以它能说明相距多远，而不只是是否相邻。
s7-q-direction-neighbours = 只知道 p 和 q 是否相邻
s7-q-direction-why =
    点积为 <math data-l10n-name="m1"></math>，对一个偏移量和它的相反数取值相同：它表示距离而不是方向，并且变化平滑，所以它能说明的不止“是否相邻”。
s7-q-norm-question =
    <span data-l10n-name="num">6</span> 在 d<sub>model</sub> = <span data-l10n-name="d">64</span> 时，位置 500 的编码的平方长度 <math data-l10n-name="m1"></math> 是多少？
s7-q-norm-answer-label = 平方长度 <input data-l10n-name="input">
s7-q-norm-why =
    在每个位置上，每一对都贡献 <math data-l10n-name="m1"></math>：<span data-l10n-name="pairs">32</span> 对加起来是 <span data-l10n-name="norm">32</span>（模块测得 <span data-l10n-name="measured-norm">32</span>）。
s7-q-bug-question =
    <span data-l10n-name="num">7</span> 找出错误。左边的表来自一个有一处错误的实现；右边的是论文中的表。哪里出错了？
s7-q-bug-exponent-feedback =
    .data-feedback = 这个错误让频率按通道而不是按通道对逐级变化，但慢通道仍然会是慢的；而这里右侧的通道是最快的。
s7-q-bug-exponent = 指数用了通道序号 c，而不是通道对序号 i
s7-q-bug-multiply = 位置乘以了 10000<sup>2i/d</sup>，而不是除以它
s7-q-bug-batch-feedback =
    .data-feedback = 按批次中的样本索引，会让每一行得到相同的编码，各行就完全不会变化；而这里它们变化得很快。
s7-q-bug-batch = 编码按批次中的样本索引，而不是按位置
s7-q-bug-layout-feedback =
    .data-feedback = 拼接排列只是重排通道，每个通道仍然平滑；而这里右侧的通道看起来像噪声，任何重排都解释不了。
s7-q-bug-layout = 没有错：这是拼接排列
s7-q-bug-why =
    在论文的表中，右侧的通道是慢的，所以从一行到下一行变化很小。而在左边的表中，它们是所有通道里最快的，看起来像噪声：它们的频率随 <math data-l10n-name="m1"></math> 增大而不是减小，这正是乘以 <math data-l10n-name="m2"></math> 的效果。拼接排列会显示平滑的列，只是顺序不同。
s7-q-length-question =
    <span data-l10n-name="num">8</span> 一个模型用正弦位置编码在最长 512 个词元的文本上训练。在一段 2,000 个词元的文本上会怎样？
s7-q-length-works-feedback =
    .data-feedback = 公式给每个位置都提供编码，但模型只学会了使用它在训练中见过的编码；实测表明，超过那个长度后效果会变差。
s7-q-length-works = 照样好用：公式为每个位置都提供编码
s7-q-length-degrades = 每个位置都有编码，但模型从未见过其中的大多数：效果通常会变差
s7-q-length-fails-feedback =
    .data-feedback = 这对一张 512 行的可学习位置表成立，而不是对公式：正弦和余弦能为任意位置提供编码。
s7-q-length-fails = 根本无法运行：512 之后的位置没有编码
s7-q-length-why =
    公式对任意位置都有定义，但训练好的模型只学会了使用它见过的编码；实测表明，正弦编码的模型在超过训练长度后不久就会退化（Press 等，2021），词序实验室的玩具模型也是如此（第 9 节）。可学习的位置表则在其末尾之后根本没有任何行。

## Section 8: Takeaways

s8-title = <span data-l10n-name="num">8</span> 要点
s8-takeaway-1 =
    不带掩码的自注意力把输入当作一个集合：重排词元，输出也只是随之重排，再多的训练也改变不了这一点：词序实验室中没有位置信息的模型停在 50%，这是看不到顺序时所能达到的最好结果。（使用两个因果层时，即使没有位置码，顺序也会回来。）
s8-takeaway-2 =
    给每个嵌入加上一个位置向量，就让顺序变得可见：同一个词在不同位置成为不同的输入。
s8-takeaway-3 =
    频率按几何级数分布的正弦和余弦给每个位置一个唯一且有界的编码，它由一个对任意位置都有定义的公式计算得出，而不是学习得到。训练好的模型如何应付超出其训练文本长度的位置，是另一个问题；实测表明，正弦编码的模型在那里会变差（见词序实验室的<a data-l10n-name="link">长度实验</a>）。
s8-takeaway-4 =
    平移 <math data-l10n-name="m1"></math> 是一个不依赖位置的旋转 <math data-l10n-name="m2"></math>，所以两个编码的相似度取决于它们的距离，而不是方向。论文假设这会让层很容易学会相对位置。
s8-takeaway-5 =
    实际的模型还会学习自己的位置表（BERT、GPT-2），旋转查询和键（RoPE），或者在分数中惩罚距离（ALiBi）。
s8-next =
    <strong>下一课：</strong>把它们组合起来。注意力，加上带位置编码的嵌入，再加上残差连接和层归一化，就构成一个 Transformer 块。
s8-further-reading-title = 延伸阅读
s8-reading-1 = Vaswani 等，<a data-l10n-name="link">“Attention Is All You Need”</a>（2017），第 3.5 节。
s8-reading-2 = Hugging Face 博客，<a data-l10n-name="link">“You could have designed state of the art positional encoding”</a>。
s8-reading-3 = Serrano.Academy，“How do Transformer Models keep track of the order of words? Positional Encoding”（视频，YouTube，英文）。
s8-reading-4 = “Positional Encoding Explained”，The Deep Hub（Medium，英文）。
s8-reading-5 = Press 等，<a data-l10n-name="link">“Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation”</a>（2021）。
s8-reading-6 = Haviv 等，<a data-l10n-name="link">“Transformer Language Models without Positional Encodings Still Learn Positional Information”</a>（2022）。
s8-reading-7 = Su 等，<a data-l10n-name="link">“RoFormer: Enhanced Transformer with Rotary Position Embedding”</a>（2021）。

## Section 9: Going further

s9-title = <span data-l10n-name="num">9</span> 深入一步 <span data-l10n-name="badge">选读</span>
s9-length-title = 比训练文本更长
s9-length-formula =
    公式为位置 10,000 提供编码，和为位置 10 提供编码一样容易。然而，训练好的模型只学会了使用它在训练中遇到过的编码。<a data-l10n-name="link">Press 等（2021，图 1）</a>用一种长度的输入训练语言模型，再用更长的输入测试：使用正弦编码时，结果在超过训练长度后不久就变差；旋转位置编码和 T5 的相对偏置坚持得稍久一些，也同样退化；而他们提出的距离惩罚 ALiBi 没有退化。可学习的位置表在最后一个位置之后根本没有任何行。“对任意位置都有定义”说的是公式，而不是模型。
s9-length-lab =
    词序实验室在玩具规模上测量了同样的现象。它的第二个任务把“名词、动词、名词”藏在填充词之间（“the big dog today bites a man”）；模型在 3 到 8 个词的句子上训练，然后在更长的句子上测试。按句子长度列出的测试准确率（百分比）：
s9-length-scroll-hint = 左右滚动表格，查看更长的句子 →
s9-length-table-caption = 按句子长度列出的测试准确率（%）
s9-length-table-position-signal = 位置信号
s9-length-row-none = 无
s9-length-row-sinusoidal = 正弦
s9-length-row-learned = 可学习
s9-length-row-rope = RoPE
s9-length-table-settings =
    填充任务，d<sub>model</sub> = 16，双向掩码，在 3 到 8 个词的句子上训练 1,000 步；每种长度 256 个测试句子；取随机初始化（种子）1 到 10 的平均值。长度 3 到 8 用于训练。
s9-length-run = 在这里重新运行：训练四种信号
s9-length-progress =
    .aria-label = 训练进度
s9-length-result =
    三种信号在训练过的长度上都是满分。句子一变长，可学习位置表的准确率就下降：从位置 9 起它没有训练过的行，所以模型在那里什么也得不到，无法给词定位。正弦信号和旋转信号给每个位置都提供编码，能多坚持几个词，然后也会退化：在 16 个词，即训练长度的两倍时，它们大约五次中对四次。没有信号时，模型在每种长度上都停在 50% 左右。玩具模型不是语言模型，但曲线的形状和 Press 等测得的一样：为每个位置提供编码，并不能让模型在每个位置都好用。
s9-causal-lab-title = 因果掩码：没有位置码也有顺序
s9-causal-one-layer =
    这个实验室没有位置信号，但有因果掩码，而且它能学会。但要看清是什么在教它。只有一层时，携带顺序信息的只有读出的位置。答案在最后一个词处读出，而在因果掩码下，最后一个词能看到所有词：掩码对它什么也没遮住。但在“名词、动词、名词”中，最后一个词总是第二个名词，所以读出处知道哪个名词在最后，答案就是另一个。不过，它学到的是句子而不是规则：在 200 步训练的 20 次随机初始化中，20 次全部答对所有训练过的句子，但在三对留出的名词上，中位数是 67%（从 17% 到 100%）。
s9-causal-two-layers =
    现在把读出方式设为“句子之后的 [CLS]”，把层数设为 2。使用两个因果层并在句子之后读出 [CLS] 时，即使没有位置信号，顺序也回来了：第二层根据每个名词能看到什么来区分它们。在第一层中，每个词只能看到它之前（含它自己）的词，所以第一个名词只看到了自己，而第二个名词看到了整个句子。在 20 次随机初始化中，20 次全部答对所有训练过的句子，其中 19 次在留出的名词对上达到 95%（最低为 83%）。这就是缩小版的 <a data-l10n-name="link">Haviv 等（2022）</a>：没有位置编码训练出的语言模型仍然能学到位置。再把掩码设为无：不带掩码的层仍然看不到顺序，无论一层还是两层，因为每个词看到的是同一个集合。在同样的 20 次初始化中，没有一次超过 50%，而交换两个名词只会让答案的概率发生浮点舍入级别的变化。
s9-precision-demo-title = 精度：大位置需要仔细的算术
s9-precision-demo-text =
    角度 <math data-l10n-name="m1"></math> 随位置增大。存成 16 位浮点数时，它会被粗略地舍入：1024 到 2048 之间的 float16 数相隔 1，所以角度 1044.27 变成 1044，它的正弦偏差 0.12；bfloat16 数在那里相隔 8，所以它变成 1048，正弦甚至变了号。就连 float32 也会舍入：它在 65,536 到 131,072 之间的数相隔 2⁻⁷，所以那里的角度最多可能偏差 2⁻⁸ ≈ 0.004 弧度。本库用 float64 保存角度。
s9-precision-format-label = 数字格式
s9-first-position-label = 起始位置
s9-bug-demo-title = 更多找错练习
s9-bug-demo-text =
    每张图都来自一个真实而常见的错误。把它和正确的表比较，猜猜哪里出了错，再揭晓答案。
s9-bug-kind-label = 实现
s9-bug-kind-bug-exponent = 版本 A
s9-bug-kind-bug-integer-exponent = 版本 B
s9-bug-kind-bug-batch-axis = 版本 C
s9-rope-demo-title = 旋转位置编码（RoPE）
s9-rope-demo-text =
    许多较新的模型根本不加位置向量。它们直接使用第 4 节的旋转：在计算点积之前，把每个查询和键按各自的位置旋转。把两者旋转同样多的额外角度不会改变任何东西，所以对给定的查询内容和键内容，分数只取决于两个词元之间的偏移量。下图中，图上的每条对角线（一个偏移量）只有一种颜色；换一组内容会得到另一种图案，但对角线相同。
s9-models-detail-title = 模型实际用的是什么
s9-sinusoidal-added = <strong>正弦式，相加：</strong>最初的 Transformer（2017）。
s9-learned-added =
    <strong>可学习，相加：</strong>每个位置一个训练得到的向量，如 BERT 和 GPT-2；Transformer 论文发现它和正弦编码效果差不多（表 3，E 行），但在最后一个位置之后就没有向量了。
s9-rotary-rope =
    <strong>旋转（RoPE）：</strong>查询和键按位置旋转，如 LLaMA 系列模型。
s9-distance-penalties-alibi =
    <strong>距离惩罚（ALiBi）：</strong>完全没有位置向量；每个注意力分数按距离成比例地降低，如 BLOOM。

## Footer

footer-privacy =
    每张图都由 posenc 的 WebAssembly 模块在你的浏览器中实时计算；<span data-l10n-name="lms" data-lms-text="除了把你的进度、答案和得分发送给课程的学习平台，不会向任何地方发送任何内容。">不会向任何地方发送任何内容。你的预测和答案只保存在这个浏览器里。</span>地址栏会保留你的设置：复制它，就能分享你此刻看到的内容。
footer-statement =
    <a data-l10n-name="link">无障碍声明</a>：测试了什么，已知哪些地方还不能用，以及如何报告障碍。
footer-reset = 重置所有设置
footer-clear-answers = 清除我的答案
footer-clear-note =
    你的课程按你对每道题给出的第一个答案记录得分。“清除我的答案”会清空本页上的题目和预测，但不会改变那个得分。只有你的课程才能给你新的作答机会。

## The language menu in the footer: its name. The languages' names are written
## in their own language and are not translated.

language-menu =
    .aria-label = 语言
